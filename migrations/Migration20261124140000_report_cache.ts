import { Migration } from '@mikro-orm/migrations';

/**
 * The response-time report's figures kept for reuse, exact (features/reports/response-cache.ts).
 * Percentiles over every lead of a range cannot be summed from day summaries, so a computed
 * report is stored with the snapshot it read, and reused while no lead write has committed
 * outside that snapshot:
 * - `lead_changes`: one row (the writing transaction's id) per statement that inserts, deletes
 *   or truncates leads, or updates a column the report reads; appended, so writers never wait on
 *   one another here.
 * - `response_times`: a report's figures by its range and owner, with the snapshot they were read in.
 * - `horizon`: the cleanup job's cut: it deletes the changes of transactions older than it, so
 *   figures read in a snapshot older than it are no longer trusted (and deleted with them).
 * In a schema of its own: derived data, left out of backups (they copy `public`), so no stored
 * snapshot of another database's transactions can be read after a restore.
 */
export class Migration20261124140000_report_cache extends Migration {
  override name = 'Migration20261124140000_report_cache';

  override up(): void | Promise<void> {
    this.addSql(`create schema report_cache;`);
    this.addSql(`create table report_cache.lead_changes (xact xid8 not null default pg_current_xact_id());`);
    this.addSql(`create index lead_changes_xact_index on report_cache.lead_changes (xact);`);
    this.addSql(
      `create table report_cache.response_times (key text primary key, snapshot pg_snapshot not null, figures jsonb not null);`,
    );
    this.addSql(`create table report_cache.horizon (xact xid8 not null);`);
    this.addSql(`insert into report_cache.horizon values ('0');`);
    this.addSql(`create function report_cache_lead_changed() returns trigger language plpgsql as $$ begin
      insert into report_cache.lead_changes default values;
      return null;
    end $$;`);
    this.addSql(
      `create trigger report_cache_lead_changed after insert or delete or truncate on leads for each statement execute function report_cache_lead_changed();`,
    );
    this.addSql(
      `create trigger report_cache_lead_updated after update of created_at, source, assigned_to, deleted_at, first_response_at on leads for each statement execute function report_cache_lead_changed();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists report_cache_lead_updated on leads;`);
    this.addSql(`drop trigger if exists report_cache_lead_changed on leads;`);
    this.addSql(`drop function if exists report_cache_lead_changed();`);
    this.addSql(`drop schema if exists report_cache cascade;`);
  }
}
