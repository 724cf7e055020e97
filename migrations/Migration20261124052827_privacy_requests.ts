import { Migration } from '@mikro-orm/migrations';

export class Migration20261124052827_privacy_requests extends Migration {
  override name = 'Migration20261124052827_privacy_requests';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "privacy_requests" ("id" uuid not null, "kind" text not null, "requester_name" varchar(200) not null, "requester_email" varchar(254) not null, "contact_id" uuid null, "received_on" date not null, "due_on" date not null, "status" text not null default 'open', "action_taken" text null, "overdue_task_id" uuid null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "privacy_requests_contact_id_index" on "privacy_requests" ("contact_id");`);
    this.addSql(
      `create index "privacy_requests_newest_index" on "privacy_requests" ("created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "privacy_requests_overdue_index" on "privacy_requests" ("due_on") where "status" = 'open' and "overdue_task_id" is null;`,
    );

    this.addSql(
      `alter table "privacy_requests" add constraint "privacy_requests_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "privacy_requests" add constraint "privacy_requests_overdue_task_id_foreign" foreign key ("overdue_task_id") references "tasks" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "privacy_requests" add constraint "privacy_requests_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "privacy_requests" add constraint "privacy_requests_kind_check" check ("kind" in ('access', 'correction', 'erasure'));`,
    );
    this.addSql(
      `alter table "privacy_requests" add constraint "privacy_requests_status_check" check ("status" in ('open', 'done', 'refused'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "privacy_requests" cascade;`);
  }
}
