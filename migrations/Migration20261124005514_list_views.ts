import { Migration } from '@mikro-orm/migrations';

export class Migration20261124005514_list_views extends Migration {
  override name = 'Migration20261124005514_list_views';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "list_views" ("user_id" uuid not null, "record_type" varchar(40) not null, "layout" text not null, "updated_at" timestamptz not null default now(), primary key ("user_id", "record_type"));`,
    );

    this.addSql(
      `alter table "list_views" add constraint "list_views_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "list_views" add constraint "list_views_layout_check" check ("layout" in ('cards', 'table'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "list_views" cascade;`);
  }
}
