import { Migration } from '@mikro-orm/migrations';

/** Each event's changed rows (a query over `new_rows` or `old_rows`): delta, status, priority, score, value. */
const CHANGES = {
  insert: `select 1, status, priority, lead_score, estimated_value from new_rows where deleted_at is null`,
  delete: `select -1, status, priority, lead_score, estimated_value from old_rows where deleted_at is null`,
  update: `select 1, status, priority, lead_score, estimated_value from new_rows where deleted_at is null
           union all select -1, status, priority, lead_score, estimated_value from old_rows where deleted_at is null`,
} as const;

/**
 * The dashboard's lead totals are appended instead of upserted into 16 random slot rows: a
 * transaction whose statements upserted rows of two slots could deadlock with another that took
 * them in the other order (the report summaries' first design deadlocked in CI this way). Each
 * statement on leads now appends one row per status, priority and high score with what it
 * added minus what it took away; the dashboard sums every row as before; the cleanup job folds
 * them (src/server/features/dashboard/fold-totals.ts).
 */
export class Migration20261124151500_lead_totals_append extends Migration {
  override name = 'Migration20261124151500_lead_totals_append';

  override up(): void | Promise<void> {
    this.addSql(`alter table "lead_totals" drop constraint "lead_totals_pkey";`);
    this.addSql(`alter table "lead_totals" drop column "slot";`);
    this.addSql(`alter table "lead_totals" add column "id" uuid not null default gen_random_uuid();`);
    this.addSql(`alter table "lead_totals" add constraint "lead_totals_pkey" primary key ("id");`);
    for (const [event, changes] of Object.entries(CHANGES)) {
      this
        .addSql(`create or replace function lead_totals_${event}() returns trigger language plpgsql as $$ begin
        insert into lead_totals (status, priority, high_score, leads, pipeline_value)
        select status, priority, high_score, sum(delta), sum(delta * coalesce(estimated_value, 0))
          from (select c.*, coalesce(c.lead_score, 0) > 75 as high_score
                  from (${changes}) as c (delta, status, priority, lead_score, estimated_value)) changes
         group by status, priority, high_score
        having sum(delta) <> 0 or sum(delta * coalesce(estimated_value, 0)) <> 0;
        return null;
      end $$;`);
    }
    this.addSql(`drop function lead_totals_change(smallint, text, text, boolean, bigint, numeric);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create function lead_totals_change(smallint, text, text, boolean, bigint, numeric)
      returns void language sql as $$
      insert into lead_totals as t (slot, status, priority, high_score, leads, pipeline_value)
      values ($1, $2, $3, $4, $5, $6)
      on conflict (slot, status, priority, high_score)
      do update set leads = t.leads + excluded.leads, pipeline_value = t.pipeline_value + excluded.pipeline_value $$;`);
    for (const [event, changes] of Object.entries(CHANGES)) {
      this.addSql(`create or replace function lead_totals_${event}() returns trigger language plpgsql as $$
        declare slot smallint := floor(random() * 16);
        begin
          perform lead_totals_change(slot, status, priority, high_score, sum(delta), sum(delta * coalesce(estimated_value, 0)))
          from (select c.*, coalesce(c.lead_score, 0) > 75 as high_score
                  from (${changes}) as c (delta, status, priority, lead_score, estimated_value)) changes
          group by status, priority, high_score
          having sum(delta) <> 0 or sum(delta * coalesce(estimated_value, 0)) <> 0;
          return null;
        end $$;`);
    }
    this
      .addSql(`create table "lead_totals_folded" as select 0::smallint as slot, status, priority, high_score,
      sum(leads)::int as leads, sum(pipeline_value) as pipeline_value from lead_totals group by status, priority, high_score;`);
    this.addSql(`delete from "lead_totals";`);
    this.addSql(`alter table "lead_totals" drop constraint "lead_totals_pkey";`);
    this.addSql(`alter table "lead_totals" drop column "id";`);
    this.addSql(`alter table "lead_totals" add column "slot" smallint not null default 0;`);
    this.addSql(`alter table "lead_totals" alter column "slot" drop default;`);
    this.addSql(
      `alter table "lead_totals" add constraint "lead_totals_pkey" primary key ("slot", "status", "priority", "high_score");`,
    );
    this.addSql(
      `insert into "lead_totals" (slot, status, priority, high_score, leads, pipeline_value) select * from "lead_totals_folded";`,
    );
    this.addSql(`drop table "lead_totals_folded";`);
  }
}
