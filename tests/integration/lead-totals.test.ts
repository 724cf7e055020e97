import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldLeadTotals } from '../../src/server/features/dashboard/fold-totals.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { leadAtAccount } from '../support/parties.ts';
import { signedInStaff } from '../support/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/**
 * The dashboard's figures come from lead_totals, which statement triggers on leads append to
 * (migration `lead_totals_append`) and the cleanup job folds. After any writes, and after a fold,
 * they equal the figures counted from the leads; writers append without waiting on one another.
 */
describe('Lead totals', () => {
  let server: TestApp;
  let manager: Staff;
  let account: string;
  let contact: string;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.database.orm.em.fork().getConnection().execute<T[]>(text, params);
  const insertLead = `insert into leads (id, account_id, contact_id, title, status, priority, lead_score, estimated_value, created_at, updated_at)
                      values ($1, $2, $3, 'Enquiry', $4, $5, $6, $7, now(), now())`;
  const lead = (status: string, priority: string, score: number | null, value: number | null) =>
    sql(insertLead.replace(/\$\d/g, '?'), [randomUUID(), account, contact, status, priority, score, value]);

  /** The dashboard's cards counted from the live leads themselves. */
  const fromLeads = async () => {
    const [row] = await sql<Record<string, number | string>>(
      `select count(*)::int as "totalLeads", count(*) filter (where status = 'new')::int as "newLeads",
              count(*) filter (where status = 'qualified')::int as "qualifiedLeads",
              count(*) filter (where coalesce(lead_score, 0) > 75)::int as "highScoreLeads",
              count(*) filter (where priority = 'urgent')::int as "urgentLeads",
              coalesce(sum(estimated_value), 0)::text as "pipelineValue"
         from leads where deleted_at is null`,
    );
    return { ...row, pipelineValue: Number(row!.pipelineValue) };
  };
  const expectDashboardMatchesLeads = async () => {
    const stats = await manager.client.dashboard.stats.query();
    expect(stats).toEqual(await fromLeads());
    expect(stats.totalLeads).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    manager = await signedInStaff(server, 'Mia', 'Ford', 'manager');
    const parties = await leadAtAccount(server);
    account = parties.account.id;
    contact = parties.contact.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('follows inserts, edits and deletes, and a fold changes no figure', async () => {
    await lead('new', 'urgent', 80, 1000);
    await lead('qualified', 'low', 10, 2500.5);
    await lead('new', 'high', null, null);
    await expectDashboardMatchesLeads();
    await sql(`update leads set status = 'qualified', lead_score = 90 where status = 'new'`);
    await sql(`update leads set deleted_at = now() where priority = 'low'`);
    await sql(`update leads set estimated_value = 4000 where priority = 'urgent'`);
    await expectDashboardMatchesLeads();
    await sql(`delete from leads where priority = 'high'`);
    await expectDashboardMatchesLeads();

    const keys = `select count(*)::int as rows, count(distinct (status, priority, high_score))::int as keys from lead_totals`;
    const [before] = await sql<{ rows: number; keys: number }>(keys);
    expect(before!.rows).toBeGreaterThan(before!.keys);
    await foldLeadTotals(server.database.orm.em.fork());
    const [after] = await sql<{ rows: number; keys: number }>(keys);
    expect(after!.rows).toBe(after!.keys);
    await expectDashboardMatchesLeads();
  });

  it('lets two transactions write leads of the same keys in opposite orders without waiting', async () => {
    const clients = [0, 1].map(() => new pg.Client({ connectionString: server.testDatabase.url }));
    try {
      for (const client of clients) {
        await client.connect();
        await client.query('begin');
        // Any wait for the other's rows fails at once instead of hanging.
        await client.query(`set local lock_timeout = '1s'`);
      }
      const [first, second] = clients as [pg.Client, pg.Client];
      const write = (client: pg.Client, status: string) =>
        client.query(insertLead, [randomUUID(), account, contact, status, 'medium', null, 100]);
      for (let round = 0; round < 10; round += 1) {
        await write(first, 'new');
        await write(second, 'contacted');
        await write(first, 'contacted');
        await write(second, 'new');
      }
      await first.query('commit');
      await second.query('commit');
    } finally {
      for (const client of clients) await client.end();
    }
    await expectDashboardMatchesLeads();
  });
});
