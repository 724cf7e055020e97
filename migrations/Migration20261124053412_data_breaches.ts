import { Migration } from '@mikro-orm/migrations';

export class Migration20261124053412_data_breaches extends Migration {
  override name = 'Migration20261124053412_data_breaches';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "data_breaches" ("id" uuid not null, "what_happened" text not null, "found_on" date not null, "assessed_by" varchar(200) null, "decision" text not null default 'undecided', "oaic_notified_on" date null, "people_notified_on" date null, "notes" text null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "data_breaches_newest_index" on "data_breaches" ("created_at" desc, "id" desc);`,
    );

    this.addSql(
      `alter table "data_breaches" add constraint "data_breaches_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "data_breaches" add constraint "data_breaches_decision_check" check ("decision" in ('undecided', 'notifiable', 'not_notifiable'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "data_breaches" cascade;`);
  }
}
