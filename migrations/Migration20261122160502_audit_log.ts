import { Migration } from '@mikro-orm/migrations';

export class Migration20261122160502_audit_log extends Migration {
  override name = 'Migration20261122160502_audit_log';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" uuid not null, "record_type" varchar(50) not null, "record_id" uuid not null, "action" text not null, "changes" jsonb not null, "changed_by" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "audit_log_record_type_record_id_created_at_index" on "audit_log" ("record_type", "record_id", "created_at");`,
    );

    this.addSql(
      `alter table "audit_log" add constraint "audit_log_changed_by_foreign" foreign key ("changed_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
  }
}
