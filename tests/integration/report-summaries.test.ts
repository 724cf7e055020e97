import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { leadAtAccount } from '../support/parties.ts';
import { foldReportSummaries } from '../../src/server/features/reports/summaries.ts';
import { signedInStaff } from '../support/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
type Row = Record<string, unknown>;

const DAYS = `(?::date::timestamp at time zone 'Australia/Sydney') and (?::date + 1)::timestamp at time zone 'Australia/Sydney'`;

/**
 * The conversion and activity reports read summary tables that triggers keep (migration
 * `report_summaries`). After every kind of write (inserts, edits, soft and hard deletes, a staff
 * member removed, statements of many rows) their figures must equal the same figures counted
 * from the records themselves.
 */
describe('Report summaries', () => {
  let server: TestApp;
  let manager: Staff;
  let ava: Staff;
  let ben: Staff;
  let account: string;
  let contact: string;
  const sql = <T = Row>(text: string, params: unknown[] = []) =>
    server.database.orm.em.fork().getConnection().execute<T[]>(text, params);

  const lead = async (source: string, owner: string | null, createdAt: string) => {
    const id = randomUUID();
    await sql(
      `insert into leads (id, account_id, contact_id, title, source, assigned_to, created_at, updated_at)
       values (?, ?, ?, 'Enquiry', ?, ?, ?, ?)`,
      [id, account, contact, source, owner, createdAt, createdAt],
    );
    return id;
  };
  const opportunity = async (stage: string, leadId: string | null) => {
    const id = randomUUID();
    await sql(
      `insert into opportunities (id, account_id, name, stage, probability, source_lead_id, loss_reason, created_at, updated_at)
       values (?, ?, 'Deal', ?, 50, ?, ?, now(), now())`,
      [id, account, stage, leadId, stage === 'closed_lost' ? 'Price' : null],
    );
    return id;
  };
  const activity = async (leadId: string, type: string, by: string | null, at: string) => {
    const id = randomUUID();
    await sql(
      `insert into activities (id, lead_id, type, title, created_by, created_at) values (?, ?, ?, 'Done', ?, ?)`,
      [id, leadId, type, by, at],
    );
    return id;
  };
  const task = async (owner: string | null, completed: string | null) => {
    const id = randomUUID();
    await sql(
      `insert into tasks (id, title, due_date, assignee_id, status, completed_at, account_id, created_at, updated_at)
       values (?, 'Task', '2025-07-01', ?, ?, ?, ?, now(), now())`,
      [id, owner, completed ? 'done' : 'open', completed, account],
    );
    return id;
  };

  /** The conversion report's figures counted from the leads and their opportunities. */
  const conversionFromRecords = (from: string, to: string, owner: string | null) =>
    sql(
      `select l.source as name, count(*)::int as leads, count(o.id)::int as converted,
              count(o.id) filter (where o.stage = 'closed_won')::int as won
         from leads l left join opportunities o on o.source_lead_id = l.id and o.deleted_at is null
        where l.deleted_at is null and l.created_at >= ${DAYS.replace(' and ', ' and l.created_at < ')}
          ${owner ? 'and l.assigned_to = ?' : ''}
        group by l.source order by 1`,
      [from, to, ...(owner ? [owner] : [])],
    );
  /** The activity report's figures counted from the activities and the tasks. */
  const activityFromRecords = (from: string, to: string, owner: string | null) =>
    sql(
      `select week, person, sum(call)::int as call, sum(meeting)::int as meeting, sum(email)::int as email,
              sum(tasks)::int as tasks
         from (select date_trunc('week', a.created_at at time zone 'Australia/Sydney')::date::text as week,
                      a.created_by::text as person, (a.type = 'call')::int as call, (a.type = 'meeting')::int as meeting,
                      (a.type = 'email')::int as email, 0 as tasks
                 from activities a
                where a.created_by is not null and a.type in ('call', 'meeting', 'email')
                  and a.created_at >= ${DAYS.replace(' and ', ' and a.created_at < ')} ${owner ? 'and a.created_by = ?' : ''}
               union all
               select date_trunc('week', t.completed_at at time zone 'Australia/Sydney')::date::text, t.assignee_id::text, 0, 0, 0, 1
                 from tasks t
                where t.deleted_at is null and t.status = 'done' and t.assignee_id is not null
                  and t.completed_at >= ${DAYS.replace(' and ', ' and t.completed_at < ')} ${owner ? 'and t.assignee_id = ?' : ''}) c
        group by week, person order by week, person`,
      [from, to, ...(owner ? [owner] : []), from, to, ...(owner ? [owner] : [])],
    );

  const reported = async (from: string, to: string, owner: string | null) => {
    const input = { from, to, ownerId: owner };
    const conversion = await manager.client.reports.conversion.query(input);
    const activity = await manager.client.reports.activity.query(input);
    return {
      conversion: (conversion.sections[0]?.rows ?? [])
        .map((row) => ({
          name: String(row.links.leads?.params.source),
          leads: row.cells.leads,
          converted: row.cells.converted,
          won: row.cells.won,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      activity: (activity.sections[0]?.rows ?? [])
        .map((row) => ({
          week: row.cells.week,
          person: String(row.links.call?.params.assignee),
          call: row.cells.call,
          meeting: row.cells.meeting,
          email: row.cells.email,
          tasks: row.cells.tasks,
        }))
        .sort((a, b) => `${a.week}${a.person}`.localeCompare(`${b.week}${b.person}`)),
    };
  };
  const fromRecords = async (from: string, to: string, owner: string | null) => ({
    conversion: await conversionFromRecords(from, to, owner),
    activity: await activityFromRecords(from, to, owner),
  });

  /** Every range and owner the checks read: the reports equal the records, and count something. */
  const expectReportsMatchRecords = async () => {
    for (const [from, to] of [
      ['2025-07-01', '2026-06-30'],
      ['2025-07-02', '2025-07-08'],
    ] as const)
      for (const owner of [null, ava.me.id, ben.me.id]) {
        const expected = await fromRecords(from, to, owner);
        expect(await reported(from, to, owner)).toEqual(expected);
      }
    expect((await fromRecords('2025-07-01', '2026-06-30', null)).conversion.length).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    manager = await signedInStaff(server, 'Mia', 'Ford', 'manager');
    ava = await signedInStaff(server, 'Ava', 'Lane');
    ben = await signedInStaff(server, 'Ben', 'Cole');
    // Its lead is made today: outside the ranges the checks read.
    const parties = await leadAtAccount(server);
    account = parties.account.id;
    contact = parties.contact.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('follows inserts, edits, soft and hard deletes of leads, opportunities, activities and tasks', async () => {
    const A = ava.me.id;
    const B = ben.me.id;
    // 1 July 00:30 in Sydney (30 June in UTC), and the last minute of 8 July in Sydney.
    const first = await lead('website_form', A, '2025-06-30T14:30:00Z');
    const second = await lead('phone', B, '2025-07-08T13:59:00Z');
    const third = await lead('referral', null, '2025-07-03T00:00:00Z');
    const deal = await opportunity('proposal', first);
    await opportunity('closed_won', second);
    const call = await activity(first, 'call', A, '2025-07-01T00:00:00Z');
    await activity(second, 'meeting', B, '2025-07-07T14:00:00Z'); // Tuesday 8 July in Sydney
    await activity(third, 'note', A, '2025-07-02T00:00:00Z'); // a note answers nothing
    const done = await task(A, '2025-07-02T00:00:00Z');
    await task(B, null);
    await expectReportsMatchRecords();

    // Edits: an owner changed, a stage won, a lead moved to another day, a task reopened, an activity retyped.
    await sql(`update leads set assigned_to = ? where id = ?`, [B, third]);
    await sql(`update opportunities set stage = 'closed_won' where id = ?`, [deal]);
    await sql(`update leads set created_at = '2025-07-05T00:00:00Z' where id = ?`, [second]);
    await sql(`update tasks set status = 'open', completed_at = null where id = ?`, [done]);
    await sql(`update activities set type = 'email' where id = ?`, [call]);
    await expectReportsMatchRecords();
    await foldReportSummaries(server.database.orm.em.fork());
    await expectReportsMatchRecords();

    // Soft deletes and a restore: the deal's lead is converted no more, then again.
    await sql(`update opportunities set deleted_at = now() where id = ?`, [deal]);
    await sql(`update leads set deleted_at = now() where id = ?`, [second]);
    await expectReportsMatchRecords();
    await sql(`update opportunities set deleted_at = null where id = ?`, [deal]);
    await expectReportsMatchRecords();

    // Many rows in one statement, then hard deletes (the activities go with their lead).
    await sql(`update leads set assigned_to = ? where deleted_at is null`, [A]);
    await sql(
      `update tasks set status = 'done', completed_at = '2025-07-04T00:00:00Z' where assignee_id is not null`,
    );
    await expectReportsMatchRecords();
    await sql(`delete from opportunities where id = ?`, [deal]);
    await sql(`delete from activities where lead_id = ?`, [first]);
    await sql(`delete from leads where id = ?`, [third]);
    await expectReportsMatchRecords();

    // A staff member removed: their leads become unassigned, their activities nobody's.
    await sql(`update leads set assigned_to = ? where id = ?`, [B, first]);
    await activity(first, 'call', B, '2025-07-02T00:00:00Z');
    await sql(`delete from profiles where id = ?`, [B]);
    await sql(`delete from sessions where user_id = ?`, [B]);
    await sql(`delete from users where id = ?`, [B]);
    await expectReportsMatchRecords();
  });

  it('folds the rows each write appended into one per key, changing no figure', async () => {
    const rows = async () => {
      const [counted] = await sql<{
        leadDays: number;
        leadKeys: number;
        activityDays: number;
        activityKeys: number;
      }>(
        `select (select count(*)::int from report_lead_days) as "leadDays",
                (select count(distinct (day, source, owner_id))::int from report_lead_days) as "leadKeys",
                (select count(*)::int from report_activity_days) as "activityDays",
                (select count(distinct (day, person_id))::int from report_activity_days) as "activityKeys"`,
      );
      return counted;
    };
    await lead('email', ava.me.id, '2025-07-02T00:00:00Z');
    await lead('email', ava.me.id, '2025-07-02T01:00:00Z');
    const before = await rows();
    expect(before?.leadDays).toBeGreaterThan(before?.leadKeys ?? 0);
    await foldReportSummaries(server.database.orm.em.fork());
    const after = await rows();
    expect(after?.leadDays).toBe(after?.leadKeys);
    expect(after?.activityDays).toBe(after?.activityKeys);
    await expectReportsMatchRecords();
  });
});
