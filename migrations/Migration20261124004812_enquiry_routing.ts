import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004812_enquiry_routing extends Migration {
  override name = 'Migration20261124004812_enquiry_routing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "enquiry_routing" ("id" int not null, "mode" text not null default 'unassigned', "default_owner_id" uuid null, "round_robin_ids" text[] not null default '{}', "last_assigned_id" uuid null, "shared_inbox" varchar(254) null, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('task_assigned', 'mention', 'enquiry_routed'));`,
    );

    this.addSql(
      `alter table "enquiry_routing" add constraint "enquiry_routing_default_owner_id_foreign" foreign key ("default_owner_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "enquiry_routing" add constraint "enquiry_routing_last_assigned_id_foreign" foreign key ("last_assigned_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`alter table "enquiry_routing" add constraint "enquiry_routing_one_row" check (id = 1);`);
    this.addSql(
      `alter table "enquiry_routing" add constraint "enquiry_routing_mode_check" check ("mode" in ('unassigned', 'default_owner', 'round_robin'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "enquiry_routing" cascade;`);

    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('task_assigned', 'mention'));`,
    );
  }
}
