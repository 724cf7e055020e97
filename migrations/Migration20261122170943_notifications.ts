import { Migration } from '@mikro-orm/migrations';

export class Migration20261122170943_notifications extends Migration {
  override name = 'Migration20261122170943_notifications';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "notifications" ("id" uuid not null, "user_id" uuid not null, "kind" text not null, "task_id" uuid null, "activity_id" uuid null, "actor_id" uuid null, "read_at" timestamptz null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "notifications_user_index" on "notifications" ("user_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "notifications_unread_index" on "notifications" ("user_id") where "read_at" is null;`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_task_id_foreign" foreign key ("task_id") references "tasks" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_activity_id_foreign" foreign key ("activity_id") references "activities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_actor_id_foreign" foreign key ("actor_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_one_subject" check (num_nonnulls(task_id, activity_id) = 1);`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('task_assigned', 'mention'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "notifications" cascade;`);
  }
}
