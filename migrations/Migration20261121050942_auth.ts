import { Migration } from '@mikro-orm/migrations';

export class Migration20261121050942_auth extends Migration {
  override name = 'Migration20261121050942_auth';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(254) not null, "password_hash" text not null, "email_confirmed_at" timestamptz null, "failed_sign_ins" int not null default 0, "sign_in_blocked_until" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "sessions" ("id" varchar(64) not null, "user_id" uuid not null, "secret_hash" bytea not null, "created_at" timestamptz not null, "last_verified_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "profiles" ("id" uuid not null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "role" text not null default 'staff', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );

    this.addSql(
      `create table "email_confirmations" ("token_hash" bytea not null, "user_id" uuid not null, "email" varchar(254) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, primary key ("token_hash"));`,
    );
    this.addSql(`create index "email_confirmations_user_id_index" on "email_confirmations" ("user_id");`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "profiles" add constraint "profiles_id_foreign" foreign key ("id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "email_confirmations" add constraint "email_confirmations_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);
    this.addSql(`alter table "profiles" drop constraint "profiles_id_foreign";`);
    this.addSql(`alter table "email_confirmations" drop constraint "email_confirmations_user_id_foreign";`);

    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "sessions" cascade;`);
    this.addSql(`drop table if exists "profiles" cascade;`);
    this.addSql(`drop table if exists "email_confirmations" cascade;`);
  }
}
