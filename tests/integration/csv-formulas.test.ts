import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportedTypes } from '../../src/server/features/export/exported-types.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { failedRowsCsv, importCsv } from '../support/csv-import.ts';
import { acceptedQuote } from '../support/quotes.ts';
import { pdfBytes, uploadDocument } from '../support/documents.ts';
import { cookieHeader } from '../support/raw-call.ts';
import { signedInStaff } from '../support/staff.ts';

/** Cells a spreadsheet runs as formulas (OWASP's CSV injection), each written with a "'" before it. */
const formulas = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(1)', '\tcmd', '\rcmd'];
/** Values written as they are (a plain negative number) or with one more "'" (a "'" before a formula). */
const kept = { '-12.50': '-12.50', "'=already": "''=already" };
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text column of each exported type's table. */
const textColumns: Record<string, string> = {
  leads: 'title',
  contacts: 'first_name',
  accounts: 'name',
  opportunities: 'name',
  quotes: 'business_name',
  tasks: 'title',
  documents: 'title',
  emails: 'subject',
  email_templates: 'name',
  evidence_requests: 'title',
};

describe('CSV files that cannot run code in a spreadsheet', () => {
  let server: TestApp;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  const tag = `csv${randomBytes(3).toString('hex')}`;
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    server.database.orm.em.fork().execute<T[]>(query, params);
  /** A value written straight into a row, past the schemas and triggers (a quote's are frozen), as old data may hold it. */
  const storedAsIs = (table: string, column: string, value: string, id: string) =>
    server.database.orm.em.fork().transactional(async (em) => {
      await em.execute('set local session_replication_role = replica');
      await em.execute(`update "${table}" set "${column}" = ? where id = ?`, [value, id]);
    });
  const rowsOf = async (download: Promise<Response>) => {
    const response = await download;
    expect(response.status).toBe(200);
    const rows: string[][] = parse(await response.text(), { bom: true });
    return rows;
  };
  const exported = (type: string) =>
    fetch(`${server.url}/export/${type}`, { headers: { cookie: cookieHeader(staff.cookies) } });

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_CHECKOUT_PER_10_MINUTES: '100' } });
    staff = await signedInStaff(server, 'Cel', 'Safe', 'admin');
    for (let index = 0; index < 8; index += 1) {
      const { client } = staff;
      const account = await client.accounts.create.mutate({
        name: `Account ${index}`,
        accountType: 'startup',
      });
      const contact = await client.contacts.create.mutate({
        firstName: 'Jo',
        lastName: `Contact ${index}`,
        accountId: account.id,
      });
      const parties = { accountId: account.id, contactId: contact.id };
      const lead = await client.leads.create.mutate({ title: `Lead ${index}`, ...parties });
      await client.opportunities.create.mutate({ name: `Opportunity ${index}`, ...parties });
      await client.tasks.create.mutate({
        title: `Task ${index}`,
        dueDate: '2030-01-01',
        subject: 'lead',
        subjectId: lead.id,
      });
      await acceptedQuote(server);
      const upload = await uploadDocument(
        server,
        staff,
        { subject: 'account', subjectId: account.id, type: 'policy' },
        pdfBytes(`Policy ${index}`),
        `policy-${index}.pdf`,
      );
      expect(upload.status).toBe(200);
      await client.emails.send.mutate({
        record: { subject: 'lead', subjectId: lead.id },
        to: [`jo.${index}.${tag}@example.com`],
        cc: [],
        subject: `Email ${index}`,
        body: '<p>Hello</p>',
        attachments: [],
      });
      await client.email_templates.create.mutate({
        name: `Template ${index}`,
        subject: 'Hi {{contact.firstName}}',
        body: '<p>Hi</p>',
      });
      await client.evidence_requests.create.mutate({
        title: `Evidence ${index}`,
        accountId: account.id,
        contactId: contact.id,
        dueDate: '2030-01-01',
        items: [{ title: 'Registration certificate', standard: 'Verification' }],
      });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('puts a "\'" before every cell of every export that starts as a formula, and leaves a negative number alone', async () => {
    expect(Object.keys(textColumns).sort()).toEqual(Object.keys(exportedTypes).sort());
    for (const [type, column] of Object.entries(textColumns)) {
      const rows = await sql<{ id: string }>(`select id from "${type}" order by id limit 8`);
      const values = [...formulas, ...Object.keys(kept)];
      expect(rows).toHaveLength(values.length);
      const expected = new Map<string, string>();
      for (const [index, value] of values.entries()) {
        const id = rows[index]?.id ?? '';
        await storedAsIs(type, column, value, id);
        expected.set(id, kept[value as keyof typeof kept] ?? `'${value}`);
      }
      const [header = [], ...records] = await rowsOf(exported(type));
      expect(header[0]).toBe('ID');
      for (const [id, cell] of expected) {
        const record = records.find((candidate) => candidate[0] === id);
        expect(record, `${type} ${id}`).toContain(cell);
      }
      const unsafe = records
        .flat()
        .filter((cell) => FORMULA_START.test(cell) && !/^-\d+(\.\d+)?$/.test(cell));
      expect(unsafe, type).toEqual([]);
    }
  });

  it("puts a \"'\" before the file's own header and cells in the failed rows' CSV", async () => {
    const quoted = (value: string) => `"${value.replace(/"/g, '""')}"`;
    const csv = [
      ['First name', 'Last name', 'Email', '@SUM(1)'].join(','),
      ...formulas.map((formula) => [quoted(formula), tag, 'not-an-email', quoted(formula)].join(',')),
    ].join('\n');
    const state = await importCsv(server, staff, 'contacts', csv);
    expect(state).toMatchObject({ status: 'done', failedRows: formulas.length });
    const [header, ...rows] = await rowsOf(failedRowsCsv(server, staff, state.id));
    expect(header).toEqual(['First name', 'Last name', 'Email', "'@SUM(1)", 'Error']);
    expect(rows.map((row) => [row[0], row[3]])).toEqual(
      formulas.map((formula) => [`'${formula}`, `'${formula}`]),
    );
  });

  it('gives back the very values when its own export is imported again', async () => {
    const account = await staff.client.accounts.create.mutate({
      name: `Round ${tag}`,
      accountType: 'startup',
    });
    const values = ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(1)', '-12.50', "'=already"];
    for (const [index, value] of values.entries())
      await staff.client.contacts.create.mutate({
        firstName: value,
        lastName: tag,
        position: value,
        email: `round${index}.${tag}@example.com`,
        accountId: account.id,
      });
    const response = await fetch(
      `${server.url}/export/contacts?input=${encodeURIComponent(JSON.stringify({ search: tag }))}`,
      { headers: { cookie: cookieHeader(staff.cookies) } },
    );
    const exported = await response.text();
    await sql(`update contacts set first_name = 'changed', position = 'changed' where last_name = ?`, [tag]);

    const state = await importCsv(server, staff, 'contacts', exported, { upsertKey: 'email' });
    expect(state).toMatchObject({ status: 'done', updatedRows: values.length, failedRows: 0 });
    const stored = await sql<{ first_name: string; position: string }>(
      `select first_name, position from contacts where last_name = ? order by email`,
      [tag],
    );
    expect(stored).toEqual(values.map((value) => ({ first_name: value, position: value })));
  });
});
