import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { acceptedQuote } from '../support/quotes.ts';
import { signedInStaff } from '../support/staff.ts';

/** Rows of a CSV whose values hold no comma, quote or line break (this test's data). */
function simpleCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
}

describe('CSV export of a list', () => {
  let server: TestApp;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  const tag = `batch${randomBytes(3).toString('hex')}`;

  const exportUrl = (type: string, input: object) =>
    `${server.url}/export/${type}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const cookieHeader = () => [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    staff = await signedInStaff(server, 'Sam', 'Lee');
    // More rows than one batch of the export, so the keyset batches meet.
    await server.database.orm.em.fork().execute(
      `insert into accounts (id, name, account_type, industry, employee_count, created_at, updated_at)
         select gen_random_uuid(), ? || ' ' || lpad(n::text, 4, '0'), (array['startup','enterprise'])[1 + n % 2],
                case when n % 3 = 0 then 'Care' end, n, now() - n * interval '1 minute', now()
           from generate_series(1, 1105) as n`,
      [`Account ${tag}`],
    );
    await server.database.orm.em
      .fork()
      .execute(
        `insert into accounts (id, name, account_type) values (gen_random_uuid(), 'Elsewhere', 'startup')`,
      );
  });
  afterAll(async () => {
    await server.close();
  });

  it('exports exactly the rows of the filtered, sorted list, in its order, with every field labelled', async () => {
    const input = { search: tag, sort: 'newest' as const };
    const listed: string[] = [];
    let after: string | null = null;
    do {
      const page = await staff.client.accounts.list.query({ ...input, after, pageSize: 100 });
      listed.push(...page.items.map((account) => account.id));
      after = page.next;
    } while (after);
    expect(listed).toHaveLength(1105);

    const response = await fetch(exportUrl('accounts', input), { headers: { cookie: cookieHeader() } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // Named by the day in Sydney, the firm's day, not UTC's.
    const sydneyDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="accounts-${sydneyDay}.csv"`,
    );
    const [header, ...rows] = simpleCsv(await response.text());
    expect(header).toEqual([
      'ID',
      'Display name',
      'Account type',
      'Legal name',
      'Business name',
      'ABN',
      'Tax ID',
      'Parent account',
      'Industry',
      'Website',
      'Business email',
      'Business phone',
      'Alternative phone',
      'Alternative email',
      'Annual revenue',
      'Employee count',
      'Address',
      'City',
      'State',
      'Postcode',
      'Notes',
      'Registration decision date',
      'Registration expiry date',
      'Next audit date',
      'Created at',
      'Updated at',
    ]);
    expect(rows.map((row) => row[0])).toEqual(listed);
    const first = Object.fromEntries(header!.map((label, index) => [label, rows[0]?.[index]]));
    expect(first).toMatchObject({
      'Display name': `Account ${tag} 0001`,
      'Account type': 'Enterprise',
      Industry: '',
      'Employee count': '1',
    });
  });

  it('exports the same list by another sort', async () => {
    const input = { search: `${tag} 10`, sort: 'name' as const };
    const page = await staff.client.accounts.list.query({ ...input, pageSize: 100 });
    const response = await fetch(exportUrl('accounts', input), { headers: { cookie: cookieHeader() } });
    const [, ...rows] = simpleCsv(await response.text());
    expect(rows.map((row) => row[0])).toEqual(page.items.map((account) => account.id));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('writes enum labels, lists, amounts, dates and related records by id', async () => {
    const account = await staff.client.accounts.create.mutate({
      name: `Lead owner ${tag}`,
      accountType: 'startup',
    });
    const contact = await staff.client.contacts.create.mutate({
      firstName: 'Jo',
      lastName: tag,
      accountId: account.id,
    });
    const lead = await staff.client.leads.create.mutate({
      title: `Lead ${tag}`,
      accountId: account.id,
      contactId: contact.id,
      status: 'proposal_sent',
      painPoints: ['Audits', 'Rostering'],
      estimatedValue: 12500.5,
      expectedCloseDate: '2030-02-01',
    });
    const response = await fetch(exportUrl('leads', { search: `lead ${tag}` }), {
      headers: { cookie: cookieHeader() },
    });
    const [header = [], ...rows] = simpleCsv(await response.text());
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header.map((label, index) => [label, rows[0]?.[index]]));
    expect(row).toMatchObject({
      ID: lead.id,
      Title: `Lead ${tag}`,
      Account: account.id,
      Contact: contact.id,
      Status: 'Proposal Sent',
      'Pain points': 'Audits; Rostering',
      'Estimated value': '12500.50',
      'Expected close date': '2030-02-01',
      'Assigned to': '',
    });
  });

  it('exports a quote by its labelled fields, leaving out the acceptance evidence and the snapshot', async () => {
    const quote = await acceptedQuote(server);
    const response = await fetch(exportUrl('quotes', { search: quote.number }), {
      headers: { cookie: cookieHeader() },
    });
    const [header = [], row = []] = simpleCsv(await response.text());
    expect(header).toContain('Total incl. GST (cents)');
    const values = Object.fromEntries(header.map((label, index) => [label, row[index]]));
    expect(values).toMatchObject({
      Number: quote.number,
      Status: 'Accepted',
      'Total incl. GST (cents)': '517000',
    });
    for (const hidden of ['accessTokenHash', 'ipHash', 'termsHash', 'userAgent', 'snapshot'])
      expect(header.join(' ')).not.toContain(hidden);
  });

  it("exports tasks under their fields' labels (Due date, not dueDate)", async () => {
    const account = await staff.client.accounts.create.mutate({
      name: `Task home ${tag}`,
      accountType: 'startup',
    });
    await staff.client.tasks.create.mutate({
      title: `Call ${tag}`,
      dueDate: '2030-01-02',
      priority: 'high',
      subject: 'account',
      subjectId: account.id,
    });
    const response = await fetch(exportUrl('tasks', { search: `Call ${tag}` }), {
      headers: { cookie: cookieHeader() },
    });
    const [header = [], row = []] = simpleCsv(await response.text());
    const values = Object.fromEntries(header.map((label, index) => [label, row[index]]));
    expect(values).toMatchObject({
      Title: `Call ${tag}`,
      'Due date': '2030-01-02',
      Priority: 'High',
      Status: 'Open',
      Account: account.id,
    });
    expect(header).not.toContain('dueDate');
  });

  it('refuses anyone signed out, and a list input the list schema refuses, with a message', async () => {
    const signedOut = await fetch(exportUrl('accounts', {}));
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Please sign in to continue.' });
    expect(
      (await fetch(exportUrl('accounts', {}), { headers: { cookie: 'session=nope.nope' } })).status,
    ).toBe(401);

    const badSort = await fetch(exportUrl('accounts', { sort: 'bogus' }), {
      headers: { cookie: cookieHeader() },
    });
    expect(badSort.status).toBe(400);
    const badJson = await fetch(`${server.url}/export/accounts?input=%7B`, {
      headers: { cookie: cookieHeader() },
    });
    expect(badJson.status).toBe(400);
    expect((await fetch(exportUrl('nothing', {}), { headers: { cookie: cookieHeader() } })).status).toBe(404);
  });
});
