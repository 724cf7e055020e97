import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationGroups } from '../../src/shared/catalog/registration-groups.ts';
import { reportListFilters, dayRangeParam } from '../../src/shared/report-links.ts';
import { monthLabel, monthStart } from '../../src/shared/report-range.ts';
import { reportNames, type Report, type ReportLink } from '../../src/shared/reports.ts';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

/** The financial year 2025–26 in Sydney: 1 July 2025 to 30 June 2026. */
const YEAR = { from: '2025-07-01', to: '2026-06-30' };
const [GROUP_A, GROUP_B] = registrationGroups;

/** Today in Sydney from the clock here (not from the app's helpers). */
const sydneyToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

describe('Reports', () => {
  let server: TestApp;
  let manager: Staff;
  let ava: Staff;
  let ben: Staff;
  let party: { account: string; contact: string };
  const sql = (text: string, params: unknown[] = []) =>
    server.database.orm.em.fork().getConnection().execute(text, params);

  const cells = (report: Report, section: string) =>
    report.sections.find((known) => known.key === section)?.rows.map((row) => row.cells);

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    manager = await signedInStaff(server, 'Mia', 'Ford', 'manager');
    ava = await signedInStaff(server, 'Ava', 'Lane');
    ben = await signedInStaff(server, 'Ben', 'Cole');
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name: 'Harbour Care' });
    const contact = em.create(Contact, { firstName: 'Jane', lastName: 'Citizen', account });
    await em.flush();
    party = { account: account.id, contact: contact.id };
    const A = ava.me.id;
    const B = ben.me.id;
    const lead = async (source: string, owner: string, createdAt: string) => {
      const id = randomUUID();
      await sql(
        `insert into leads (id, account_id, contact_id, title, source, assigned_to, created_at, updated_at)
         values (?, ?, ?, 'Enquiry', ?, ?, ?, ?)`,
        [id, account.id, contact.id, source, owner, createdAt, createdAt],
      );
      return id;
    };
    const activity = (leadId: string, type: string, by: string | null, at: string) =>
      sql(
        `insert into activities (id, lead_id, type, title, created_by, created_at) values (?, ?, ?, 'Done', ?, ?)`,
        [randomUUID(), leadId, type, by, at],
      );
    // Leads: times in UTC; Sydney is 10 hours ahead in June, July, August and September.
    const l1 = await lead('website_form', A, '2025-07-01T00:00:00Z');
    await activity(l1, 'call', A, '2025-07-01T02:00:00Z');
    await activity(l1, 'email', A, '2025-07-01T05:00:00Z');
    const l2 = await lead('website_form', B, '2025-08-01T00:00:00Z');
    await activity(l2, 'note', B, '2025-08-01T01:00:00Z');
    await activity(l2, 'call', B, '2025-08-01T10:00:00Z');
    await lead('website_form', A, '2025-09-01T00:00:00Z'); // no activity: not answered yet
    const l4 = await lead('phone', A, '2025-09-02T00:00:00Z');
    await activity(l4, 'call', null, '2025-09-02T01:00:00Z'); // by the system, not staff
    await activity(l4, 'meeting', A, '2025-09-02T04:00:00Z');
    const l5 = await lead('phone', B, '2025-06-30T13:00:00Z'); // 30 June 23:00 in Sydney: the year before
    await activity(l5, 'note', B, '2025-06-30T14:00:00Z');

    const opportunity = (values: {
      stage: string;
      owner: string;
      changed?: string;
      amount?: number | null;
      probability?: number;
      close?: string | null;
      lead?: string;
    }) =>
      sql(
        `insert into opportunities (id, account_id, name, stage, stage_changed_at, amount, probability,
                                    expected_close_date, owner_id, source_lead_id, loss_reason, created_at, updated_at)
         values (?, ?, 'Deal', ?, ?, ?, ?, ?, ?, ?, ?, now(), now())`,
        [
          randomUUID(),
          account.id,
          values.stage,
          values.changed ?? '2025-01-01T00:00:00Z',
          values.amount ?? null,
          values.probability ?? 0,
          values.close ?? null,
          values.owner,
          values.lead ?? null,
          values.stage === 'closed_lost' ? 'Price' : null,
        ],
      );
    // 1 July 00:30 in Sydney: the first minutes of the year.
    await opportunity({
      stage: 'closed_won',
      owner: A,
      changed: '2025-06-30T14:30:00Z',
      lead: l1,
      probability: 100,
    });
    // 30 June 23:30 in Sydney: the year before.
    await opportunity({ stage: 'closed_lost', owner: A, changed: '2025-06-30T13:30:00Z' });
    // 30 June 2026 23:59 in Sydney: the year's last minute.
    await opportunity({ stage: 'closed_won', owner: B, changed: '2026-06-30T13:59:00Z', probability: 100 });
    // 1 July 2026 00:00 in Sydney: the next year.
    await opportunity({ stage: 'closed_lost', owner: B, changed: '2026-06-30T14:00:00Z' });
    await opportunity({ stage: 'closed_lost', owner: A, changed: '2025-07-15T02:00:00Z' });
    await opportunity({ stage: 'proposal', owner: A, amount: 1000, probability: 50, close: '2025-08-10' });
    await opportunity({
      stage: 'negotiation',
      owner: B,
      amount: 2000,
      probability: 75,
      close: '2025-08-20',
      lead: l2,
    });
    await opportunity({
      stage: 'qualification',
      owner: A,
      amount: null,
      probability: 10,
      close: '2025-10-05',
    });

    const task = (values: {
      owner: string;
      status: string;
      due: string;
      automatic?: string;
      completed?: string;
    }) =>
      sql(
        `insert into tasks (id, title, due_date, assignee_id, status, completed_at, account_id, automatic, created_at, updated_at)
         values (?, 'Task', ?, ?, ?, ?, ?, ?, now(), now())`,
        [
          randomUUID(),
          values.due,
          values.owner,
          values.status,
          values.completed ?? null,
          account.id,
          values.automatic ?? null,
        ],
      );
    await task({ owner: A, status: 'done', due: '2025-07-02', completed: '2025-07-02T00:00:00Z' });
    await task({ owner: A, status: 'open', due: '2020-01-01', automatic: 'renewal_window' });
    await task({ owner: B, status: 'open', due: '2020-02-01', automatic: 'midterm_audit' });
    await task({ owner: A, status: 'open', due: '2020-01-01' }); // overdue, but not a compliance task
    await task({
      owner: B,
      status: 'done',
      due: '2020-01-01',
      automatic: 'expiry_60_days',
      completed: '2020-01-02T00:00:00Z',
    });

    const today = sydneyToday();
    const expiring = async (owner: string, expiry: string) => {
      const expiringAccount = em.create(Account, {
        name: `Expiring ${expiry}`,
        owner,
        registrationExpiryDate: expiry,
      });
      await em.flush();
      return expiringAccount;
    };
    await expiring(A, monthStart(today, 1));
    await expiring(B, `${monthStart(today, 11).slice(0, 7)}-28`);
    await expiring(B, monthStart(today, 12)); // the 13th month: beyond the report
    await expiring(A, monthStart(today, -1)); // last month: already expired

    const quote = (
      status: string,
      acceptedAt: string,
      totalCents: number,
      groups: typeof registrationGroups,
    ) =>
      sql(
        `insert into quotes (id, number, provider_type, snapshot, subtotal_cents, gst_cents, total_cents,
                             prospect_name, prospect_email, prospect_phone, business_name, terms_version, terms_hash,
                             accepted_at, ip_hash, user_agent, valid_until, status, lead_id, account_id, contact_id,
                             created_at, updated_at)
         values (?, ?, 'new_provider', ?::jsonb, ?, 0, ?, 'Jane', 'jane@example.com', '0400 000 000', 'Harbour',
                 'v1', 'hash', ?, 'ip', 'agent', now(), ?, ?, ?, ?, now(), now())`,
        [
          randomUUID(),
          `Q-${randomUUID().slice(0, 8)}`,
          JSON.stringify({
            groups: groups.map(({ id, number, name }) => ({ id, number, name, auditType: 'verification' })),
            modules: [],
            lines: [],
          }),
          totalCents,
          totalCents,
          acceptedAt,
          status,
          l1,
          account.id,
          contact.id,
        ],
      );
    await quote('accepted', '2025-06-30T14:30:00Z', 110_000, [GROUP_A!]);
    await quote('accepted', '2026-06-30T14:00:00Z', 99_000, [GROUP_A!]); // 1 July 2026 in Sydney
    await quote('superseded', '2025-08-01T00:00:00Z', 77_000, [GROUP_A!]);
    await quote('accepted', '2025-08-05T00:00:00Z', 55_000, [GROUP_A!, GROUP_B!]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts the win rate by the month closed in Sydney and by owner, the year’s first and last minutes in', async () => {
    const report = await manager.client.reports.winRate.query(YEAR);
    expect(cells(report, 'byMonth')).toEqual([
      { name: 'Jul 2025', won: 1, lost: 1, closed: 2, rate: 50 },
      { name: 'Jun 2026', won: 1, lost: 0, closed: 1, rate: 100 },
    ]);
    expect(cells(report, 'byOwner')).toEqual([
      { name: 'Ava Lane', won: 1, lost: 1, closed: 2, rate: 50 },
      { name: 'Ben Cole', won: 1, lost: 0, closed: 1, rate: 100 },
    ]);
  });

  it('funnels leads by source: converted to an opportunity, then won', async () => {
    const report = await manager.client.reports.conversion.query(YEAR);
    expect(cells(report, 'bySource')).toEqual([
      { name: 'Website Form', leads: 3, converted: 2, won: 1, conversionRate: 66.7, winRate: 50 },
      { name: 'Phone', leads: 1, converted: 0, won: 0, conversionRate: 0, winRate: null },
    ]);
  });

  it('sums the open pipeline by stage and expected close month', async () => {
    const report = await manager.client.reports.pipeline.query(YEAR);
    expect(cells(report, 'byStageAndMonth')).toEqual([
      {
        name: 'Aug 2025',
        qualification: 0,
        needs_analysis: 0,
        proposal: 1000,
        negotiation: 2000,
        amount: 3000,
        count: 2,
      },
      {
        name: 'Oct 2025',
        qualification: 0,
        needs_analysis: 0,
        proposal: 0,
        negotiation: 0,
        amount: 0,
        count: 1,
      },
    ]);
  });

  it('weighs the forecast by quarter, committed deals apart', async () => {
    const report = await manager.client.reports.forecast.query(YEAR);
    expect(cells(report, 'byQuarter')).toEqual([
      {
        name: 'Jul 2025 – Sept 2025',
        committed: 1500,
        other: 500,
        weighted: 2000,
        committedCount: 1,
        count: 2,
      },
      { name: 'Oct 2025 – Dec 2025', committed: 0, other: 0, weighted: 0, committedCount: 0, count: 1 },
    ]);
  });

  it('times the first answer by staff: median and 90th percentile, website leads apart, a lead with no activity unanswered', async () => {
    const report = await manager.client.reports.responseTime.query(YEAR);
    expect(cells(report, 'website')).toEqual([
      { name: 'Website enquiries', leads: 3, answered: 2, unanswered: 1, median: 6, p90: 9.2 },
      { name: 'Other sources', leads: 1, answered: 1, unanswered: 0, median: 4, p90: 4 },
    ]);
    expect(cells(report, 'bySource')).toEqual([
      { name: 'Website Form', leads: 3, answered: 2, unanswered: 1, median: 6, p90: 9.2 },
      { name: 'Phone', leads: 1, answered: 1, unanswered: 0, median: 4, p90: 4 },
    ]);
    expect(cells(report, 'byOwner')).toEqual([
      { name: 'Ava Lane', leads: 3, answered: 2, unanswered: 1, median: 3, p90: 3.8 },
      { name: 'Ben Cole', leads: 1, answered: 1, unanswered: 0, median: 10, p90: 10 },
    ]);
  });

  it('counts calls, meetings, emails and completed tasks per person per week (Monday to Sunday in Sydney)', async () => {
    const report = await manager.client.reports.activity.query(YEAR);
    expect(cells(report, 'perPersonPerWeek')).toEqual([
      { week: '2025-06-30', name: 'Ava Lane', call: 1, meeting: 0, email: 1, tasks: 1, total: 3 },
      { week: '2025-07-28', name: 'Ben Cole', call: 1, meeting: 0, email: 0, tasks: 0, total: 1 },
      { week: '2025-09-01', name: 'Ava Lane', call: 0, meeting: 1, email: 0, tasks: 0, total: 1 },
    ]);
  });

  it('counts registrations expiring in each of the next 12 months and overdue compliance tasks by owner', async () => {
    const report = await manager.client.reports.compliance.query(YEAR);
    const today = sydneyToday();
    const expiring = cells(report, 'registrationExpiry');
    expect(expiring).toHaveLength(12);
    expect(expiring?.[0]?.name).toBe(monthLabel(monthStart(today).slice(0, 7)));
    expect(expiring?.map((row) => row.accounts)).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(cells(report, 'overdueTasks')).toEqual([
      { name: 'Ava Lane', tasks: 1 },
      { name: 'Ben Cole', tasks: 1 },
    ]);
  });

  it('sums the value of standing accepted quotes by month and by registration group', async () => {
    const report = await manager.client.reports.quotes.query(YEAR);
    expect(cells(report, 'byMonth')).toEqual([
      { name: 'Jul 2025', quotes: 1, value: 1100 },
      { name: 'Aug 2025', quotes: 1, value: 550 },
    ]);
    expect(cells(report, 'byGroup')).toEqual([
      { name: `${GROUP_A!.number} ${GROUP_A!.name}`, quotes: 2, value: 1650 },
      { name: `${GROUP_B!.number} ${GROUP_B!.name}`, quotes: 1, value: 550 },
    ]);
  });

  it('shows staff only their own figures, whatever owner they ask for', async () => {
    const own = await ava.client.reports.winRate.query({ ...YEAR, ownerId: ben.me.id });
    expect(own.ownerId).toBe(ava.me.id);
    expect(cells(own, 'byOwner')).toEqual([{ name: 'Ava Lane', won: 1, lost: 1, closed: 2, rate: 50 }]);
    const activity = await ben.client.reports.activity.query(YEAR);
    expect(cells(activity, 'perPersonPerWeek')?.map((row) => row.name)).toEqual(['Ben Cole']);
    const filtered = await manager.client.reports.conversion.query({ ...YEAR, ownerId: ben.me.id });
    expect(cells(filtered, 'bySource')).toEqual([
      { name: 'Website Form', leads: 1, converted: 1, won: 0, conversionRate: 100, winRate: 0 },
    ]);
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const error = await rejectionOf(
      manager.client.reports.winRate.query({ from: '2026-01-01', to: '2025-01-01' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toContain('The end of the range must not be before its start');
  });

  /** The list a link opens, counted with the filters its URL gives that list. */
  async function listTotal(target: ReportLink): Promise<number> {
    const params = new URLSearchParams(target.params);
    const client = manager.client;
    const answer = async (call: Promise<{ total: number }>) => (await call).total;
    if (target.path === 'leads') return answer(client.leads.count.query(reportListFilters.leads(params)));
    if (target.path === 'opportunities')
      return answer(client.opportunities.count.query(reportListFilters.opportunities(params)));
    if (target.path === 'accounts')
      return answer(client.accounts.count.query(reportListFilters.accounts(params)));
    if (target.path === 'quotes') return answer(client.quotes.count.query(reportListFilters.quotes(params)));
    const dates = dayRangeParam(params, 'dates');
    const person = params.get('assignee');
    if (params.get('view') === 'timeline')
      return answer(
        client.activities.timelineCount.query({
          byId: person,
          ...dates,
          ...reportListFilters.timeline(params),
        }),
      );
    const due = params.get('due') as 'overdue' | 'done';
    return answer(client.tasks.count.query({ assigneeId: person, due, ...reportListFilters.tasks(params) }));
  }

  it('links every counted figure to the list that shows those records', async () => {
    let checked = 0;
    for (const name of reportNames) {
      const report = await manager.client.reports[name].query(YEAR);
      for (const section of report.sections)
        for (const row of section.rows)
          for (const [key, target] of Object.entries(row.links)) {
            const column = section.columns.find((known) => known.key === key);
            if (column?.format !== 'count') continue;
            expect({ name, key, total: await listTotal(target) }).toEqual({
              name,
              key,
              total: row.cells[key],
            });
            checked += 1;
          }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('exports each table as CSV with the same cells, formulas neutralised', async () => {
    const cookie = [...manager.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await sql(`update profiles set first_name = '=HYPERLINK("x")' where id = ?`, [ava.me.id]);
    for (const name of reportNames) {
      const report = await manager.client.reports[name].query(YEAR);
      for (const section of report.sections) {
        const response = await fetch(
          `${server.url}/reports/${name}/${section.key}.csv?from=${YEAR.from}&to=${YEAR.to}`,
          { headers: { cookie } },
        );
        expect(response.status).toBe(200);
        const [header, ...rows]: string[][] = parse(await response.text(), { bom: true });
        expect(header).toEqual(section.columns.map((column) => column.label));
        expect(rows).toEqual(
          section.rows.map((row) =>
            section.columns.map((column) => {
              const cell = row.cells[column.key];
              if (cell === null || cell === undefined) return '';
              return typeof cell === 'string' && cell.startsWith('=') ? `'${cell}` : String(cell);
            }),
          ),
        );
      }
    }
    const owners = await fetch(`${server.url}/reports/winRate/byOwner.csv?from=${YEAR.from}&to=${YEAR.to}`, {
      headers: { cookie },
    });
    expect(await owners.text()).toContain(`'=HYPERLINK`);
    await sql(`update profiles set first_name = 'Ava' where id = ?`, [ava.me.id]);
  });

  it('answers the CSV of unknown reports with 404, bad days with 400 and strangers with 401', async () => {
    const cookie = [...manager.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const get = (path: string, headers: Record<string, string> = { cookie }) =>
      fetch(`${server.url}${path}`, { headers });
    expect((await get(`/reports/nope/byMonth.csv?from=${YEAR.from}&to=${YEAR.to}`)).status).toBe(404);
    expect((await get(`/reports/winRate/nope.csv?from=${YEAR.from}&to=${YEAR.to}`)).status).toBe(404);
    const bad = await get('/reports/winRate/byMonth.csv?from=2025-13-01&to=2026-06-30');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('From');
    expect((await get(`/reports/winRate/byMonth.csv?from=${YEAR.from}&to=${YEAR.to}`, {})).status).toBe(401);
  });

  it('gives staff their own figures in the CSV too', async () => {
    const cookie = [...ben.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(
      `${server.url}/reports/winRate/byOwner.csv?from=${YEAR.from}&to=${YEAR.to}&owner=${ava.me.id}`,
      { headers: { cookie } },
    );
    const [, ...rows]: string[][] = parse(await response.text(), { bom: true });
    expect(rows).toEqual([['Ben Cole', '1', '0', '1', '100']]);
  });

  it('keeps each lead’s first answer as activities are logged, moved to another lead (a merge) and deleted', async () => {
    const [first, second] = [randomUUID(), randomUUID()];
    for (const id of [first, second])
      await sql(
        `insert into leads (id, account_id, contact_id, title, created_at, updated_at)
         values (?, ?, ?, 'Answered', '2024-01-01T00:00:00Z', '2024-01-01T00:00:00Z')`,
        [id, party.account, party.contact],
      );
    const answeredAt = async (id: string) =>
      (
        (await sql(`select (first_response_at at time zone 'UTC')::text as at from leads where id = ?`, [
          id,
        ])) as {
          at: string | null;
        }[]
      )[0]?.at ?? null;
    const [call, email] = [randomUUID(), randomUUID()];
    const log = (id: string, leadId: string, type: string, at: string) =>
      sql(
        `insert into activities (id, lead_id, type, title, created_by, created_at) values (?, ?, ?, 'Done', ?, ?)`,
        [id, leadId, type, ava.me.id, at],
      );
    await log(call, first, 'call', '2024-01-01T05:00:00.000Z');
    expect(await answeredAt(first)).toBe('2024-01-01 05:00:00');
    await log(email, first, 'email', '2024-01-01T02:00:00.000Z');
    await log(randomUUID(), first, 'note', '2024-01-01T01:00:00.000Z');
    expect(await answeredAt(first)).toBe('2024-01-01 02:00:00');
    await sql('update activities set lead_id = ? where id = ?', [second, email]);
    expect([await answeredAt(first), await answeredAt(second)]).toEqual([
      '2024-01-01 05:00:00',
      '2024-01-01 02:00:00',
    ]);
    await sql('delete from activities where id = ?', [call]);
    expect(await answeredAt(first)).toBeNull();
  });
});
