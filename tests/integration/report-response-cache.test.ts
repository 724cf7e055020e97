import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { leadAtAccount } from '../support/parties.ts';
import { signedInStaff } from '../support/staff.ts';
import { trimReportCache } from '../../src/server/features/reports/response-cache.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const RANGE = { from: '2025-07-01', to: '2026-06-30' };

/**
 * The response-time report stores its figures with the snapshot it read and reuses them while no
 * lead write has committed outside it (migration `report_cache`). Reused figures must always equal
 * freshly computed ones: after every kind of write, after a write that commits once the figures
 * were read, and across the cleanup's trim.
 */
describe('Response-time figures reused', () => {
  let server: TestApp;
  let manager: Staff;
  let ava: Staff;
  let ben: Staff;
  let account: string;
  let contact: string;
  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
    server.database.orm.em.fork().getConnection().execute<T[]>(text, params);

  const insertLead = `insert into leads (id, account_id, contact_id, title, source, assigned_to, created_at, updated_at)
                      values ($1, $2, $3, 'Enquiry', $4, $5, $6, $6)`;
  const lead = async (source: string, owner: string | null, createdAt: string) => {
    const id = randomUUID();
    await sql(insertLead.replace(/\$\d/g, '?'), [id, account, contact, source, owner, createdAt, createdAt]);
    return id;
  };
  const call = (leadId: string, by: string, at: string) =>
    sql(
      `insert into activities (id, lead_id, type, title, created_by, created_at) values (?, ?, 'call', 'Called', ?, ?)`,
      [randomUUID(), leadId, by, at],
    );

  /** Every section's rows of the report, as the manager reads it. */
  const figures = async () => {
    const report = await manager.client.reports.responseTime.query({ ...RANGE, ownerId: null });
    return report.sections.map((section) => ({
      section: section.key,
      rows: section.rows.map((row) => row.cells),
    }));
  };
  /** The figures computed again from the leads, nothing stored. */
  const fresh = async () => {
    await sql('delete from report_cache.response_times');
    return figures();
  };
  /** Stored figures made wrong on purpose: a report showing them was not computed again. */
  const spoilStored = () =>
    sql(
      `update report_cache.response_times
          set figures = (select jsonb_agg(f || '{"leads": 999}') from jsonb_array_elements(figures) f)`,
    );
  const leadCells = (shown: Awaited<ReturnType<typeof figures>>) =>
    shown.flatMap((section) => section.rows.map((cells) => cells.leads));
  const expectCurrent = async () => {
    const shown = await figures();
    expect(leadCells(shown).length).toBeGreaterThan(0);
    expect(shown).toEqual(await fresh());
  };

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    manager = await signedInStaff(server, 'Mia', 'Ford', 'manager');
    ava = await signedInStaff(server, 'Ava', 'Lane');
    ben = await signedInStaff(server, 'Ben', 'Cole');
    const parties = await leadAtAccount(server);
    account = parties.account.id;
    contact = parties.contact.id;
    const first = await lead('website_form', ava.me.id, '2025-07-01T00:00:00Z');
    await call(first, ava.me.id, '2025-07-01T02:00:00Z');
    const second = await lead('phone', ben.me.id, '2025-08-01T00:00:00Z');
    await call(second, ben.me.id, '2025-08-01T05:30:00Z');
    await lead('referral', null, '2025-09-01T00:00:00Z');
  });
  afterAll(async () => {
    await server.close();
  });

  it('reuses the stored figures until a statement changes what the report reads', async () => {
    await expectCurrent();
    await spoilStored();
    expect(new Set(leadCells(await figures()))).toEqual(new Set([999]));

    // A column the report does not read: the figures stay; a name is read fresh.
    await sql(`update leads set title = 'Renamed'`);
    await sql(`update profiles set first_name = 'Avery' where id = ?`, [ava.me.id]);
    const shown = await figures();
    expect(new Set(leadCells(shown))).toEqual(new Set([999]));
    expect(shown.find((section) => section.section === 'byOwner')?.rows.map((cells) => cells.name)).toContain(
      'Avery Lane',
    );

    const added = await lead('email', ava.me.id, '2025-10-01T00:00:00Z');
    const writes: (() => Promise<unknown>)[] = [
      () => lead('social_media', ben.me.id, '2025-11-01T00:00:00Z'),
      () => sql(`update leads set assigned_to = ? where id = ?`, [ben.me.id, added]),
      () => call(added, ava.me.id, '2025-10-02T00:00:00Z'),
      () => sql(`update leads set source = 'other' where id = ?`, [added]),
      () => sql(`update leads set created_at = '2025-07-15T00:00:00Z' where id = ?`, [added]),
      () => sql(`update leads set deleted_at = now() where id = ?`, [added]),
      () => sql(`update leads set deleted_at = null where id = ?`, [added]),
      () => sql(`delete from leads where id = ?`, [added]),
    ];
    for (const write of writes) {
      await spoilStored();
      await write();
      await expectCurrent();
    }
  });

  it('computes again once a write commits that the stored figures did not see', async () => {
    const writer = new pg.Client({ connectionString: server.testDatabase.url });
    await writer.connect();
    try {
      await writer.query('begin');
      await writer.query(insertLead, [
        randomUUID(),
        account,
        contact,
        'phone',
        ava.me.id,
        '2025-12-01T00:00:00Z',
      ]);
      // Read while the lead is uncommitted: stored without it, and trimmed meanwhile.
      const before = await figures();
      await trimReportCache(server.database.orm.em.fork());
      expect(await figures()).toEqual(before);
      await writer.query('commit');
      const after = await figures();
      const total = (shown: typeof before) =>
        shown
          .find((section) => section.section === 'website')!
          .rows.reduce((sum, cells) => sum + Number(cells.leads), 0);
      expect(total(after)).toBe(total(before) + 1);
      expect(after).toEqual(await fresh());
    } finally {
      await writer.end();
    }
  });

  it('does not trust figures stored late from a snapshot older than the trim', async () => {
    // A report read before a write committed, whose figures reach the table only after a trim
    // deleted that write's change (a slow statement): the horizon keeps them from being reused.
    const [taken] = await sql<{ snapshot: string }>('select pg_current_snapshot()::text as snapshot');
    await lead('referral', ben.me.id, '2026-03-01T00:00:00Z');
    await trimReportCache(server.database.orm.em.fork());
    await sql(
      `insert into report_cache.response_times (key, snapshot, figures) values (?, ?::pg_snapshot, '[]')
       on conflict (key) do update set snapshot = excluded.snapshot, figures = excluded.figures`,
      [JSON.stringify([RANGE.from, RANGE.to, null]), taken!.snapshot],
    );
    await expectCurrent();
  });

  it("stays exact across the cleanup's trim and a truncate", async () => {
    await figures();
    await lead('website_form', ben.me.id, '2026-01-01T00:00:00Z');
    await trimReportCache(server.database.orm.em.fork());
    await expectCurrent();
    await spoilStored();
    await sql(`truncate leads cascade`);
    await lead('phone', ava.me.id, '2026-02-01T00:00:00Z');
    await expectCurrent();
  });
});
