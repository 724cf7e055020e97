import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130042_team_access extends Migration {
  override name = 'Migration20261122130042_team_access';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(400) not null, "hits" int not null, "reset_at" timestamptz not null, primary key ("key"));`,
    );
    this.addSql(`create index "rate_limits_reset_at_index" on "rate_limits" ("reset_at");`);

    this.addSql(
      `create table "sign_ups" ("id" uuid not null, "email" varchar(254) not null, "password_hash" text null, "first_name" varchar(100) null, "last_name" varchar(100) null, "invited_role" text null, "invited_by_id" uuid null, "token_hash" bytea null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "sign_ups_email_index" on "sign_ups" ("email");`);
    this.addSql(`alter table "sign_ups" add constraint "sign_ups_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sign_ups_expires_at_index" on "sign_ups" ("expires_at");`);

    this.addSql(`drop table if exists "email_confirmations" cascade;`);

    // Failures are counted per address and client IP from now on; the old counts start again.
    this.addSql(`delete from "sign_in_failures";`);
    this.addSql(`alter table "sign_in_failures" drop constraint "sign_in_failures_pkey";`);
    this.addSql(`alter table "sign_in_failures" add "ip" varchar(64) not null;`);
    this.addSql(`create index "sign_in_failures_updated_at_index" on "sign_in_failures" ("updated_at");`);
    this.addSql(`alter table "sign_in_failures" add primary key ("email", "ip");`);

    this.addSql(
      `alter table "profiles" add "status" text not null default 'pending', add "last_sign_in_at" timestamptz null;`,
    );
    // Staff already let in stay in; an address never confirmed has no account any more (it can
    // sign up again); an install without an admin gets its earliest confirmed user as admin.
    this.addSql(`update "profiles" set "status" = 'active';`);
    this.addSql(`delete from "users" where "email_confirmed_at" is null;`);
    this.addSql(`update "profiles" set "role" = 'staff' where "role" not in ('admin', 'manager', 'staff');`);
    this.addSql(
      `update "profiles" set "role" = 'admin' where not exists (select 1 from "profiles" where "role" = 'admin')
         and "id" = (select "id" from "users" order by "email_confirmed_at", "created_at" limit 1);`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_role_check" check ("role" in ('admin', 'manager', 'staff'));`,
    );
    this.addSql(
      `alter table "profiles" add constraint "profiles_status_check" check ("status" in ('pending', 'active', 'deactivated'));`,
    );

    this.addSql(
      `alter table "sign_ups" add constraint "sign_ups_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `create table "email_confirmations" ("created_at" timestamptz(6) not null, "email" varchar(254) not null, "expires_at" timestamptz(6) not null, "first_name" varchar(100) null, "last_name" varchar(100) null, "password_hash" text null, "token_hash" bytea not null, "user_id" uuid not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "email_confirmations_user_id_index" on "email_confirmations" ("user_id");`);

    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "sign_ups" cascade;`);

    this.addSql(`alter table "profiles" drop constraint "profiles_role_check";`);
    this.addSql(`alter table "profiles" drop constraint "profiles_status_check";`);
    this.addSql(`alter table "profiles" drop column "status", drop column "last_sign_in_at";`);

    this.addSql(`drop index "sign_in_failures_updated_at_index";`);
    this.addSql(`alter table "sign_in_failures" drop constraint "sign_in_failures_pkey";`);
    this.addSql(`alter table "sign_in_failures" drop column "ip";`);
    this.addSql(`alter table "sign_in_failures" add primary key ("email");`);

    this.addSql(
      `alter table "email_confirmations" add constraint "email_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }
}
