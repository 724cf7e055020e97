import { Migration } from '@mikro-orm/migrations';

/** What answers a lead: a call, an email or a meeting a person logged (not the system's activities). */
const ANSWERING = `created_by is not null and type in ('call', 'email', 'meeting')`;

/** The first answer of the leads in `leadIds` (a query), read again from their activities. */
const recompute = (leadIds: string) => `
  update leads l
     set first_response_at = (select min(a.created_at) from activities a where a.lead_id = l.id and a.${ANSWERING.replace(' and type', ' and a.type')})
   where l.id in (${leadIds})`;

/**
 * The reports' indexes, and `leads.first_response_at` (when staff first answered the lead), kept
 * by statement triggers on activities in the writing transaction: an insert can only make it
 * earlier; an update (a merge moving activities) or a delete reads it again for the leads touched.
 */
export class Migration20261124042856_report_indexes extends Migration {
  override name = 'Migration20261124042856_report_indexes';

  override up(): void | Promise<void> {
    this.addSql(`alter table "leads" add "first_response_at" timestamptz null;`);
    // The backfill reads every activity once: on a large CRM it outlasts the server's statement timeout.
    this.addSql(`set local statement_timeout = 0;`);
    this.addSql(`
      update leads l set first_response_at = f.first
        from (select lead_id, min(created_at) as first from activities where lead_id is not null and ${ANSWERING} group by lead_id) f
       where l.id = f.lead_id;`);
    this.addSql(
      `create index "leads_report_index" on "leads" ("created_at") include ("source", "assigned_to", "first_response_at") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "activities_report_index" on "activities" ("created_at") include ("created_by", "type") where "created_by" is not null and "type" in ('call', 'email', 'meeting');`,
    );
    this.addSql(`
      create or replace function lead_first_response_insert() returns trigger language plpgsql as $$
      begin
        update leads l set first_response_at = n.first
          from (select lead_id, min(created_at) as first from new_rows
                 where lead_id is not null and ${ANSWERING} group by lead_id) n
         where l.id = n.lead_id and (l.first_response_at is null or n.first < l.first_response_at);
        return null;
      end $$;`);
    this.addSql(`
      create or replace function lead_first_response_update() returns trigger language plpgsql as $$
      begin
        ${recompute('select lead_id from old_rows where lead_id is not null union select lead_id from new_rows where lead_id is not null')};
        return null;
      end $$;`);
    this.addSql(`
      create or replace function lead_first_response_delete() returns trigger language plpgsql as $$
      begin
        ${recompute('select lead_id from old_rows where lead_id is not null')};
        return null;
      end $$;`);
    this.addSql(
      `create trigger lead_first_response_insert after insert on activities referencing new table as new_rows for each statement execute function lead_first_response_insert();`,
    );
    this.addSql(
      `create trigger lead_first_response_update after update on activities referencing old table as old_rows new table as new_rows for each statement execute function lead_first_response_update();`,
    );
    this.addSql(
      `create trigger lead_first_response_delete after delete on activities referencing old table as old_rows for each statement execute function lead_first_response_delete();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "lead_first_response_insert" on "activities";`);
    this.addSql(`drop trigger if exists "lead_first_response_update" on "activities";`);
    this.addSql(`drop trigger if exists "lead_first_response_delete" on "activities";`);
    this.addSql(`drop function if exists lead_first_response_insert();`);
    this.addSql(`drop function if exists lead_first_response_update();`);
    this.addSql(`drop function if exists lead_first_response_delete();`);
    this.addSql(`drop index "activities_report_index";`);
    this.addSql(`drop index "leads_report_index";`);
    this.addSql(`alter table "leads" drop column "first_response_at";`);
  }
}
