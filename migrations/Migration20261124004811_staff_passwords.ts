import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004811_staff_passwords extends Migration {
  override name = 'Migration20261124004811_staff_passwords';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "account_sign_in_failures" ("email" varchar(254) not null, "failures" int not null default 0, "last_failure_at" timestamptz not null default now(), "blocked_until" timestamptz null, primary key ("email"));`,
    );
    this.addSql(
      `create index "account_sign_in_failures_last_failure_at_index" on "account_sign_in_failures" ("last_failure_at");`,
    );

    this.addSql(
      `create table "password_resets" ("id" uuid not null, "email" varchar(254) not null, "token_hash" bytea null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "password_resets_email_index" on "password_resets" ("email");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "password_resets_expires_at_index" on "password_resets" ("expires_at");`);

    this.addSql(
      `create table "sign_in_attempts" ("id" uuid not null, "user_id" uuid null, "email" varchar(254) not null, "ip" varchar(64) not null, "user_agent" text not null, "outcome" text not null, "at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "sign_in_attempts_at_index" on "sign_in_attempts" ("at");`);
    this.addSql(`create index "sign_in_attempts_user_index" on "sign_in_attempts" ("user_id", "at", "id");`);

    this.addSql(
      `alter table "sign_in_attempts" add constraint "sign_in_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "sign_in_attempts" add constraint "sign_in_attempts_outcome_check" check ("outcome" in ('success', 'wrong_password', 'unknown_account', 'email_not_confirmed', 'deactivated', 'too_many_attempts'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "account_sign_in_failures" cascade;`);
    this.addSql(`drop table if exists "password_resets" cascade;`);
    this.addSql(`drop table if exists "sign_in_attempts" cascade;`);
  }
}
