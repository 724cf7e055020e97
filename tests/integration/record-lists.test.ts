import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../src/shared/schemas/fields.ts';
import { accountType } from '../../src/server/features/accounts/account-type.ts';
import { contactType } from '../../src/server/features/contacts/contact-type.ts';
import { dashboardStats } from '../../src/server/features/dashboard/service.ts';
import { leadType } from '../../src/server/features/leads/lead-type.ts';
import type { ListSort } from '../../src/server/features/records/record-type.ts';
import { taskType } from '../../src/server/features/tasks/task-type.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

type Api = Awaited<ReturnType<typeof signedInStaff>>['client'];
type ListPage = { items: { id: string }[]; next: string | null; previous: string | null };

/** Every page of a list, first to last, through the `next` cursors. */
async function allPages(list: (after: string | null) => Promise<ListPage>): Promise<ListPage[]> {
  const pages = [await list(null)];
  for (let next = pages[0]?.next; next; next = pages.at(-1)?.next) pages.push(await list(next));
  return pages;
}

const ids = (pages: ListPage[]) => pages.flatMap((page) => page.items.map((item) => item.id));

/**
 * A list's ids page by page through the `next` cursors, and again back from the last page
 * through the `previous` cursors.
 */
async function pagesBothWays(
  list: (cursor: { after?: string | null; before?: string }) => Promise<ListPage>,
): Promise<{ forwards: string[]; backwards: string[] }> {
  const pages = await allPages((after) => list({ after }));
  const back = [pages.at(-1) as ListPage];
  for (let previous = back[0]?.previous; previous; previous = back.at(-1)?.previous)
    back.push(await list({ before: previous }));
  return { forwards: ids(pages), backwards: ids(back.reverse()) };
}

describe('record lists at scale: search_text, keyset paging, sorts, totals', () => {
  let server: TestApp;
  let api: Api;
  const sql = async <Row>(text: string, params: unknown[] = []) =>
    server.database.orm.em.fork().execute<Row[]>(text, params);

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = (await signedInStaff(server)).client;

    // A fixture with renames: accounts, contacts and leads made and changed through the API.
    const names = ['Harbour Care', 'Inland Ability', 'Quokka Living', 'Riverside Supports'];
    const accounts = [];
    for (const [index, name] of names.entries())
      accounts.push(
        await api.accounts.create.mutate({
          name,
          accountType: 'small_business',
          legalName: index % 2 ? `${name} Pty Ltd` : null,
          industry: index % 2 ? 'Early childhood' : 'Therapy',
        }),
      );
    const people = [
      ['Ada', 'Lovelace'],
      ['Tom', 'Baker'],
      ['Mai', 'Nguyen'],
      ['Grace', 'Hopper'],
      ['Lin', 'Nguyen-Smith'],
      ['Ravi', 'Audit'],
    ];
    const contacts = [];
    for (const [index, [firstName, lastName]] of people.entries())
      contacts.push(
        await api.contacts.create.mutate({
          firstName: firstName ?? '',
          lastName: lastName ?? '',
          accountId: accounts[index % accounts.length]?.id ?? null,
          email: `${firstName}.${lastName}${index}@example.com`.toLowerCase(),
          position: index % 2 ? 'Quality Lead' : 'Director',
          department: index % 3 ? null : 'Audit and risk',
        }),
      );
    const titles = [
      'Audit readiness',
      'Registration help',
      'Policy review',
      'Mid-term AUDIT',
      'Zebra crossing',
    ];
    for (let index = 0; index < 15; index += 1) {
      const contact = contacts[index % contacts.length];
      await api.leads.create.mutate({
        title: `${titles[index % titles.length]} ${index}`,
        description:
          index % 3
            ? `Needs help with 100% of the quokka policies (${index}), reference REF-${String(41_000 + index).padStart(7, '0')}`
            : null,
        accountId: contact?.account?.id ?? '',
        contactId: contact?.id ?? '',
        estimatedValue: index % 4 ? index * 1000 : null,
        leadScore: index % 5 ? (index * 7) % 100 : null,
        expectedCloseDate: index % 3 ? `2027-0${1 + (index % 9)}-1${index % 10}` : null,
      });
    }
    // Renames: an account, a contact; a contact moved to an account and away again, which is then deleted.
    const [harbour] = accounts;
    await api.accounts.update.mutate({
      id: harbour?.id ?? '',
      name: 'Seaside Care',
      accountType: 'small_business',
      industry: 'Therapy',
    });
    const ada = contacts[0];
    await api.contacts.update.mutate({
      id: ada?.id ?? '',
      firstName: 'Augusta',
      lastName: 'Lovelace',
      email: ada?.email,
      position: ada?.position,
      department: ada?.department,
      accountId: ada?.account?.id ?? null,
    });
    const lonely = await api.contacts.create.mutate({
      firstName: 'Solo',
      lastName: 'Nguyen',
      accountId: null,
    });
    const spare = await api.accounts.create.mutate({
      name: 'Spare Quokka Trust',
      accountType: 'small_business',
    });
    await api.contacts.update.mutate({ ...lonely, id: lonely.id, accountId: spare.id });
    await api.contacts.update.mutate({ ...lonely, id: lonely.id, accountId: null });
    await api.accounts.delete.mutate({ id: spare.id });
  }, 60_000);
  afterAll(async () => {
    await server.close();
  });

  const terms = [
    'audit',
    'AUDIT',
    'quokka',
    'seaside care',
    'harbour',
    'augusta love',
    'ada',
    'nguyen',
    'pty ltd',
    '100%',
    'early child',
    'quality lead',
    'zebra crossing 4',
    // Words in the rows, but not as written here: the index finds them, the whole search does not match.
    'audit-readiness',
    'readiness audit',
    'mid-term audit',
    'nguyen-smith',
    'with 100% of',
    'risk',
    'no such words',
    // A number's last digits find the rows, the whole search picks among them.
    'REF-0041004',
    'ref-00410',
    'reference ref-0041005',
    '0041001',
    '1041004',
    'quokka 0041004',
    // A word that ends in a digit keeps the character after it: the same rows as the whole search.
    'mai.nguyen2@example.com',
    'nguyen2@',
    'nguyen2.',
    'lovelace0@example',
  ];

  it('finds the same leads as ILIKE over the lead, its account and its contact, after renames', async () => {
    for (const term of terms.filter((t) => t.length >= 3)) {
      const found = ids(
        await allPages((after) => api.leads.list.query({ search: term, pageSize: 4, after })),
      );
      const expected = await sql<{ id: string }>(
        `select l.id from leads l join accounts a on a.id = l.account_id join contacts c on c.id = l.contact_id
          where l.deleted_at is null and (l.title ilike ? or l.description ilike ? or a.name ilike ?
                or concat_ws(' ', c.first_name, c.last_name) ilike ?)`,
        Array<string>(4).fill(`%${term.replace(/[\\%_]/g, '\\$&')}%`),
      );
      expect(found.sort(), term).toEqual(expected.map((row) => row.id).sort());
    }
    expect((await api.leads.count.query({ search: 'harbour' })).total).toBe(0);
    expect((await api.leads.count.query({ search: 'seaside' })).total).toBeGreaterThan(0);
    expect((await api.leads.count.query({ search: 'augusta lovelace' })).total).toBeGreaterThan(0);
  });

  it('finds the same contacts as ILIKE over the contact and its live account, with and without one', async () => {
    for (const withoutAccount of [false, true])
      for (const term of terms.filter((t) => t.length >= 3)) {
        const found = ids(
          await allPages((after) =>
            api.contacts.list.query({ search: term, pageSize: 3, after, withoutAccount }),
          ),
        );
        const expected = await sql<{ id: string }>(
          `select c.id from contacts c left join accounts a on a.id = c.account_id and a.deleted_at is null
            where c.deleted_at is null and (not ? or a.id is null) and (concat_ws(' ', c.first_name, c.last_name) ilike ?
                  or c.email ilike ? or c.position ilike ? or c.department ilike ? or a.name ilike ?)`,
          [withoutAccount, ...Array<string>(5).fill(`%${term.replace(/[\\%_]/g, '\\$&')}%`)],
        );
        expect(found.sort(), `${term} ${withoutAccount}`).toEqual(expected.map((row) => row.id).sort());
      }
  });

  it('finds the same accounts as ILIKE over their names and industry', async () => {
    for (const term of terms.filter((t) => t.length >= 3)) {
      const found = ids(
        await allPages((after) => api.accounts.list.query({ search: term, pageSize: 2, after })),
      );
      const expected = await sql<{ id: string }>(
        `select id from accounts where deleted_at is null
            and (name ilike ? or legal_name ilike ? or business_name ilike ? or industry ilike ?)`,
        Array<string>(4).fill(`%${term.replace(/[\\%_]/g, '\\$&')}%`),
      );
      expect(found.sort(), term).toEqual(expected.map((row) => row.id).sort());
    }
  });

  it('matches one or two characters at the start of a word only', async () => {
    const titles = (await api.leads.list.query({ search: 'ze', pageSize: 100 })).items.map(
      (lead) => lead.title,
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => /^Zebra/.test(title))).toBe(true);
    // 'ad' starts no word of the leads but is inside 'readiness': no match.
    expect((await api.leads.list.query({ search: 'ad' })).items).toEqual([]);
    expect((await api.contacts.list.query({ search: 'ng' })).items.map((c) => c.lastName).sort()).toEqual([
      'Nguyen',
      'Nguyen',
      'Nguyen-Smith',
    ]);
  });

  it('shows on a page what each lead’s own read shows, though a page reads only the columns it shows', async () => {
    const page = await api.leads.list.query({ pageSize: 100 });
    expect(page.items.length).toBeGreaterThan(10);
    for (const { table, ...summary } of page.items) {
      expect(await api.leads.byId.query({ id: summary.id })).toMatchObject(summary);
      expect(table.lastActivityAt).toBeInstanceOf(Date);
    }
    expect(page.items.some((item) => item.description && item.estimatedValue && item.expectedCloseDate)).toBe(
      true,
    );
  });

  /** The leads, contacts and accounts lists, with a search that finds several of each. */
  const sortedLists = () => [
    { api: api.leads.list, table: 'leads', sorts: leadType.list.sorts, search: 'audit' },
    { api: api.contacts.list, table: 'contacts', sorts: contactType.list.sorts, search: 'quality' },
    { api: api.accounts.list, table: 'accounts', sorts: accountType.list.sorts, search: 'therapy' },
  ];
  /** Every live row's id in the order of the sort's SQL, ties by id. */
  const idsInOrder = async (table: string, sort: ListSort) => {
    const order = [...sort.keys, 'r.id'].map((key) => `${key} ${sort.direction}`).join(', ');
    const rows = await sql<{ id: string }>(
      `select r.id from ${table} r where r.deleted_at is null order by ${order}`,
    );
    return rows.map((row) => row.id);
  };

  it('pages every sort forwards and backwards in the order of its SQL, ties by id', async () => {
    for (const { api: list, table, sorts } of sortedLists()) {
      for (const [name, sort] of Object.entries<ListSort>(sorts)) {
        const { forwards, backwards } = await pagesBothWays((input) =>
          (list.query as (input: object) => Promise<ListPage>)({ sort: name, pageSize: 2, ...input }),
        );
        const expected = await idsInOrder(table, sort);
        expect(forwards, `${table} ${name}`).toEqual(expected);
        expect(backwards, `${table} ${name} backwards`).toEqual(expected);
      }
    }
  });

  it('pages a search in every sort forwards and backwards, in the order of the list without it', async () => {
    for (const { api: list, table, sorts, search } of sortedLists()) {
      for (const [name, sort] of Object.entries<ListSort>(sorts)) {
        const { forwards, backwards } = await pagesBothWays((input) =>
          (list.query as (input: object) => Promise<ListPage>)({ sort: name, search, pageSize: 1, ...input }),
        );
        const found = new Set(forwards);
        expect(found.size, `${table} ${search}`).toBeGreaterThan(1);
        const expected = (await idsInOrder(table, sort)).filter((id) => found.has(id));
        expect(forwards, `${table} ${name} '${search}'`).toEqual(expected);
        expect(backwards, `${table} ${name} '${search}' backwards`).toEqual(expected);
      }
    }
  });

  it('reads every sort in both directions from an index, without sorting', async () => {
    const cases = [
      { table: 'leads', sorts: leadType.list.sorts },
      { table: 'contacts', sorts: contactType.list.sorts },
      { table: 'accounts', sorts: accountType.list.sorts },
      { table: 'tasks', sorts: taskType.list.sorts },
    ];
    const em = server.database.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_sort = off');
      for (const { table, sorts } of cases)
        for (const [name, sort] of Object.entries<ListSort>(sorts))
          for (const direction of ['asc', 'desc']) {
            const order = [...sort.keys, 'r.id'].map((key) => `${key} ${direction}`).join(', ');
            const plan = await tx.execute<{ 'QUERY PLAN': string }[]>(
              `explain select r.id from ${table} r where r.deleted_at is null order by ${order} limit 25`,
            );
            const text = plan.map((row) => row['QUERY PLAN']).join('\n');
            expect(text, `${table} ${name} ${direction}`).toMatch(/Index (Only )?Scan/);
            expect(text, `${table} ${name} ${direction}`).not.toMatch(/Sort/);
          }
    });
  });

  it("keeps every GIN index's pending list, which each search reads, at 256 kB", async () => {
    const gin = await sql<{ name: string; options: string[] | null }>(
      `select c.relname as name, c.reloptions as options from pg_class c
         join pg_am am on am.oid = c.relam
         join pg_namespace n on n.oid = c.relnamespace
        where am.amname = 'gin' and c.relkind = 'i' and n.nspname = current_schema()`,
    );
    expect(gin.map((index) => index.name)).toContain('leads_search_text_trgm_index');
    for (const index of gin) expect(index.options ?? [], index.name).toContain('gin_pending_list_limit=256');
  });

  it("keeps 200 histogram entries of every table's search text, from which the planner guesses a search's rows", async () => {
    const columns = await sql<{ table: string; target: number | null }>(
      `select c.relname as table, a.attstattarget::int as target from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
        where a.attname = 'search_text' and not a.attisdropped and c.relkind = 'r'
          and n.nspname = current_schema()`,
    );
    expect(columns.map((column) => column.table)).toEqual(
      expect.arrayContaining(['leads', 'contacts', 'accounts', 'opportunities']),
    );
    for (const column of columns) expect(column.target, column.table).toBe(200);
  });

  it('counts exactly up to the limit, then says about how many', async () => {
    const few = await api.leads.count.query({ search: 'zebra' });
    expect(few).toEqual({ total: 3, totalIs: 'exact' });
    const [lead] = (await api.leads.list.query({ pageSize: 1 })).items;
    await sql(
      `insert into leads (id, account_id, contact_id, title)
       select gen_random_uuid(), account_id, contact_id, 'Bulk lead ' || i || ' for O''Brien' || chr(63)
         from leads, generate_series(1, ?) as i where id = ?`,
      [EXACT_COUNT_LIMIT + 200, lead?.id],
    );
    await sql('analyze leads');
    const many = await api.leads.count.query({});
    expect(many.totalIs).not.toBe('exact');
    expect(many.total).toBeGreaterThanOrEqual(EXACT_COUNT_LIMIT);
    // A search's estimate is the planner's for its rows: checking the whole search must not shrink it.
    const searched = await api.leads.count.query({ search: 'bulk lead' });
    expect(searched.totalIs).toBe('estimate');
    expect(searched.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // The estimate's query carries the search written into its SQL: quotes and question marks too.
    const quoted = await api.leads.count.query({ search: "o'brien?" });
    expect(quoted.totalIs).toBe('estimate');
    expect(quoted.total).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it('keeps the dashboard totals equal to an aggregate over the live leads', async () => {
    const [lead] = (await api.leads.list.query({ search: 'zebra' })).items;
    await api.leads.delete.mutate({ id: lead?.id ?? '' });
    await sql(
      `update leads set status = 'qualified', lead_score = 90, estimated_value = 1234.5 where title like 'Bulk lead 1%'`,
    );
    const [expected] = await sql<Record<string, string>>(
      `select count(*) as total, count(*) filter (where status = 'new') as new, count(*) filter (where status = 'qualified') as qualified,
              count(*) filter (where lead_score > 75) as high, count(*) filter (where priority = 'urgent') as urgent,
              coalesce(sum(estimated_value), 0) as value
         from leads where deleted_at is null`,
    );
    expect(await dashboardStats(server.database.orm.em.fork())).toEqual({
      totalLeads: Number(expected?.total),
      newLeads: Number(expected?.new),
      qualifiedLeads: Number(expected?.qualified),
      highScoreLeads: Number(expected?.high),
      urgentLeads: Number(expected?.urgent),
      pipelineValue: Number(expected?.value),
    });
  });
});
