import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

describe('global search', () => {
  let server: TestApp;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  const tag = randomBytes(3).toString('hex');
  const ids: Record<string, string> = {};

  const search = async (query: string) => {
    const groups = await staff.client.search.global.query({ query });
    return Object.fromEntries(groups.map((group) => [group.path, group.hits.map((hit) => hit.label)]));
  };

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    staff = await signedInStaff(server, 'Sam', 'Lee');
    const account = await staff.client.accounts.create.mutate({
      name: `Banksia Care ${tag}`,
      accountType: 'startup',
      abn: '51 824 753 556',
    });
    const contact = await staff.client.contacts.create.mutate({
      firstName: 'Jane',
      lastName: `Citizen${tag}`,
      accountId: account.id,
      email: `jane.${tag}@example.com`,
      mobile: '0412 345 678',
      phone: '(02) 9876-5432',
    });
    const lead = await staff.client.leads.create.mutate({
      title: `Audit help ${tag}`,
      accountId: account.id,
      contactId: contact.id,
    });
    await staff.client.opportunities.create.mutate({ name: `Registration ${tag}`, accountId: account.id });
    const gone = await staff.client.contacts.create.mutate({
      firstName: 'Gone',
      lastName: `Citizen${tag}`,
      mobile: '0412 345 999',
    });
    await staff.client.contacts.delete.mutate({ id: gone.id });
    ids.account = account.id;
    // A quote as the checkout leaves it (tests/integration/quotes.test.ts makes them through it).
    await server.database.orm.em.fork().execute(
      `insert into quotes (id, number, provider_type, snapshot, subtotal_cents, gst_cents, total_cents,
         prospect_name, prospect_email, prospect_phone, business_name, terms_version, terms_hash,
         accepted_at, ip_hash, user_agent, valid_until, lead_id, account_id, contact_id)
       values (gen_random_uuid(), ?, 'new_provider', '{}', 100000, 10000, 110000, 'Jane Citizen', ?,
         '0412 345 678', ?, 'v1', 'hash', now(), 'ip', 'agent', now() + interval '30 days', ?, ?, ?)`,
      [`Q-${tag}`, `jane.${tag}@example.com`, `Banksia Care ${tag}`, lead.id, account.id, contact.id],
    );
  });
  afterAll(async () => {
    await server.close();
  });

  it('finds a contact by any phone number, typed with or without its spaces and marks', async () => {
    for (const query of ['0412345678', '0412 345 678', '345-678', '98765432', '(02) 9876']) {
      expect((await search(query)).contacts, query).toEqual([`Jane Citizen${tag}`]);
    }
  });

  it('finds a contact by name and email, the leads and opportunities by title and name, a quote by number, grouped by type', async () => {
    expect(await search(`citizen${tag}`)).toEqual({
      leads: [`Audit help ${tag}`],
      contacts: [`Jane Citizen${tag}`],
      accounts: [],
      opportunities: [],
      quotes: [],
    });
    expect((await search(`jane.${tag}@example`)).contacts).toEqual([`Jane Citizen${tag}`]);
    expect(await search(tag)).toEqual({
      leads: [`Audit help ${tag}`],
      contacts: [`Jane Citizen${tag}`],
      accounts: [`Banksia Care ${tag}`],
      opportunities: [`Registration ${tag}`],
      quotes: [`Q-${tag}`],
    });
    expect((await search(`q-${tag}`)).quotes).toEqual([`Q-${tag}`]);
  });

  it('finds an account by name and by ABN digits, with the ABN as its detail', async () => {
    const groups = await staff.client.search.global.query({ query: '82475355' });
    const accounts = groups.find((group) => group.path === 'accounts')?.hits;
    expect(accounts).toEqual([
      { id: ids.account, label: `Banksia Care ${tag}`, detail: 'ABN 51 824 753 556' },
    ]);
    expect((await search(`banksia care ${tag}`)).accounts).toEqual([`Banksia Care ${tag}`]);
  });

  it('matches digits through the trigram indexes of phone numbers and ABNs', async () => {
    const em = server.database.orm.em.fork();
    // Enough rows that reading them all costs more than the index.
    await em.execute(
      `insert into accounts (id, name, account_type, abn)
       select gen_random_uuid(), 'Filler ' || n, 'startup', lpad((n * 7919)::text, 11, '1') from generate_series(1, 3000) as n`,
    );
    await em.execute(
      `insert into contacts (id, first_name, last_name, mobile)
       select gen_random_uuid(), 'Filler', 'No ' || n, '04' || lpad((n * 7919)::text, 8, '0') from generate_series(1, 3000) as n`,
    );
    await em.execute('analyze accounts');
    await em.execute('analyze contacts');
    const plan = async (sql: string) => JSON.stringify(await em.execute(`explain ${sql}`));
    expect(
      await plan(
        `select id from contacts r where r.deleted_at is null and contact_phone_digits(r.phone, r.mobile, r.direct_phone) like '%345678%'`,
      ),
    ).toContain('contacts_digits_trgm_index');
    expect(
      await plan(
        `select id from accounts r where r.deleted_at is null and account_abn_digits(r.abn) like '%824753%'`,
      ),
    ).toContain('accounts_digits_trgm_index');
  });

  it('leaves deleted records out and refuses an empty search with a message', async () => {
    expect((await search('345999')).contacts).toEqual([]);
    await expect(staff.client.search.global.query({ query: '  ' })).rejects.toThrow('Search is required');
  });
});
