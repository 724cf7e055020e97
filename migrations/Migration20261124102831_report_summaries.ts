import { Migration } from '@mikro-orm/migrations';

const EVENTS = ['insert', 'update', 'delete'] as const;
type Event = (typeof EVENTS)[number];

/** `rows` (a query over `new_rows` or `old_rows`, its first column the sign) for each side an event has. */
const changedRows = (event: Event, rows: (table: string, sign: number) => string) =>
  [event !== 'delete' ? rows('new_rows', 1) : null, event !== 'insert' ? rows('old_rows', -1) : null]
    .filter((query) => query !== null)
    .join(' union all ');

/** Each statement trigger's name (its functions' too) and its table. */
const TRIGGERS = [
  ['report_lead_days', 'leads'],
  ['lead_outcome', 'opportunities'],
  ['report_task_days', 'tasks'],
  ['report_activity_days', 'activities'],
] as const;

/** A day in the firm's time zone, as the reports' ranges read it. */
const localDay = (column: string) => `(${column} at time zone 'Australia/Sydney')::date`;

/**
 * The reports' summary tables, kept by statement triggers in every writing transaction: each
 * statement appends one row per key with what it added (its inserted or new rows) minus what it
 * took away (its deleted or old rows); a report sums a range of days. Appending takes no lock on
 * a shared row, so writers never wait on one another here (an upsert into a shared counter row
 * could deadlock: a transaction holding the enquiry routing's row wants the counter row another
 * holds, which waits for the routing). The cleanup job folds each key's rows into one
 * (src/server/features/reports/summaries.ts). Only the database writes them.
 * - `report_lead_days`: live leads by the day they were created, source and owner, with how many
 *   were converted and won (`leads.outcome`, kept from the lead's live opportunity).
 * - `report_activity_days`: calls, meetings and emails a person logged, and tasks assigned to
 *   them that were completed, by day.
 */
export class Migration20261124102831_report_summaries extends Migration {
  override name = 'Migration20261124102831_report_summaries';

  override up(): void | Promise<void> {
    this.addSql(`set local statement_timeout = 0;`);
    this.addSql(`alter table "leads" add "outcome" text null;`);
    this.addSql(
      `alter table "leads" add constraint "leads_outcome_check" check ("outcome" in ('converted', 'won'));`,
    );

    // leads.outcome, read again for the leads whose opportunities a statement touched (in one join,
    // so a statement of many opportunities costs one pass).
    const setOutcomes = (leadIds: string) => `
      update leads l set outcome = touched.outcome
        from (select t.id, case when bool_or(o.stage = 'closed_won') then 'won' when count(o.id) > 0 then 'converted' end as outcome
                from (${leadIds}) as t (id)
                left join opportunities o on o.source_lead_id = t.id and o.deleted_at is null
               group by t.id) touched
       where l.id = touched.id and l.outcome is distinct from touched.outcome`;
    for (const event of EVENTS) {
      const leadIds = changedRows(
        event,
        (table) => `select source_lead_id from ${table} where source_lead_id is not null`,
      );
      this.addSql(`create function lead_outcome_${event}() returns trigger language plpgsql as $$ begin
        ${setOutcomes(leadIds.replaceAll(' union all ', ' union '))};
        return null; end $$;`);
    }
    this.addSql(
      `${setOutcomes('select distinct source_lead_id from opportunities where source_lead_id is not null')};`,
    );

    this.addSql(`create table "report_lead_days" (
      "id" uuid not null default gen_random_uuid() primary key, "day" date not null,
      "source" text not null check ("source" in ('website_form', 'phone', 'email', 'referral', 'social_media', 'other')),
      "owner_id" uuid null, "leads" int not null default 0, "converted" int not null default 0, "won" int not null default 0);`);
    this.addSql(`create index "report_lead_days_day_index" on "report_lead_days" ("day");`);
    for (const event of EVENTS) {
      const changes = changedRows(
        event,
        (table, sign) =>
          `select ${sign}, ${localDay('created_at')}, source, assigned_to, (outcome is not null)::int, (outcome is not distinct from 'won')::int
             from ${table} where deleted_at is null`,
      );
      this.addSql(`create function report_lead_days_${event}() returns trigger language plpgsql as $$ begin
        insert into report_lead_days (day, source, owner_id, leads, converted, won)
        select day, source, owner_id, sum(delta), sum(delta * converted), sum(delta * won)
          from (${changes}) as c (delta, day, source, owner_id, converted, won)
         group by day, source, owner_id
        having sum(delta) <> 0 or sum(delta * converted) <> 0 or sum(delta * won) <> 0;
        return null; end $$;`);
    }
    this.addSql(`insert into report_lead_days (day, source, owner_id, leads, converted, won)
      select ${localDay('created_at')}, source, assigned_to, count(*), count(outcome), count(*) filter (where outcome = 'won')
        from leads where deleted_at is null group by 1, 2, 3;`);

    this.addSql(`create table "report_activity_days" (
      "id" uuid not null default gen_random_uuid() primary key, "day" date not null, "person_id" uuid not null,
      "calls" int not null default 0, "meetings" int not null default 0, "emails" int not null default 0,
      "tasks_done" int not null default 0);`);
    this.addSql(`create index "report_activity_days_day_index" on "report_activity_days" ("day");`);
    const addActivityDays = (changes: string) => `
      insert into report_activity_days (day, person_id, calls, meetings, emails, tasks_done)
      select day, person_id, sum(calls), sum(meetings), sum(emails), sum(tasks_done)
        from (${changes}) as c (day, person_id, calls, meetings, emails, tasks_done)
       group by day, person_id
      having sum(calls) <> 0 or sum(meetings) <> 0 or sum(emails) <> 0 or sum(tasks_done) <> 0`;
    const loggedActivities = (table: string, sign: number) =>
      `select ${localDay('created_at')}, created_by, ${sign} * (type = 'call')::int, ${sign} * (type = 'meeting')::int,
              ${sign} * (type = 'email')::int, 0
         from ${table} where created_by is not null and type in ('call', 'meeting', 'email')`;
    const completedTasks = (table: string, sign: number) =>
      `select ${localDay('completed_at')}, assignee_id, 0, 0, 0, ${sign}
         from ${table} where deleted_at is null and status = 'done' and assignee_id is not null`;
    for (const event of EVENTS) {
      this
        .addSql(`create function report_activity_days_${event}() returns trigger language plpgsql as $$ begin
        ${addActivityDays(changedRows(event, loggedActivities))};
        return null; end $$;`);
      this.addSql(`create function report_task_days_${event}() returns trigger language plpgsql as $$ begin
        ${addActivityDays(changedRows(event, completedTasks))};
        return null; end $$;`);
    }
    this.addSql(
      `${addActivityDays(`${loggedActivities('activities', 1)} union all ${completedTasks('tasks', 1)}`)};`,
    );

    for (const [name, table] of TRIGGERS) {
      for (const event of EVENTS) {
        const rows =
          event === 'insert'
            ? 'new table as new_rows'
            : event === 'delete'
              ? 'old table as old_rows'
              : 'old table as old_rows new table as new_rows';
        this.addSql(
          `create trigger ${name}_${event} after ${event} on ${table} referencing ${rows} for each statement execute function ${name}_${event}();`,
        );
      }
    }
  }

  override down(): void | Promise<void> {
    for (const [name, table] of TRIGGERS) {
      for (const event of EVENTS) {
        this.addSql(`drop trigger if exists ${name}_${event} on ${table};`);
        this.addSql(`drop function if exists ${name}_${event}();`);
      }
    }
    this.addSql(`drop table if exists "report_activity_days";`);
    this.addSql(`drop table if exists "report_lead_days";`);
    this.addSql(`alter table "leads" drop constraint "leads_outcome_check";`);
    this.addSql(`alter table "leads" drop column "outcome";`);
  }
}
