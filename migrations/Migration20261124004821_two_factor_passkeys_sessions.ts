import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004821_two_factor_passkeys_sessions extends Migration {
  override name = 'Migration20261124004821_two_factor_passkeys_sessions';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "totp_credentials" ("user_id" uuid not null, "key" bytea not null, "enabled_at" timestamptz null, "created_at" timestamptz not null, primary key ("user_id"));`,
    );

    this.addSql(
      `create table "recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" bytea not null, primary key ("id"));`,
    );
    this.addSql(`create index "recovery_codes_user_id_index" on "recovery_codes" ("user_id");`);
    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_code_hash_unique" unique ("code_hash");`,
    );

    this.addSql(
      `create table "passkeys" ("id" varchar(1400) not null, "user_id" uuid not null, "name" varchar(100) not null, "public_key" bytea not null, "counter" int not null, "transports" text[] not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "passkeys_user_id_index" on "passkeys" ("user_id");`);

    this.addSql(
      `create table "webauthn_challenges" ("challenge_hash" varchar(64) not null, "purpose" varchar(20) not null, "user_id" uuid null, "expires_at" timestamptz not null, primary key ("challenge_hash"));`,
    );
    this.addSql(
      `create index "webauthn_challenges_expires_at_index" on "webauthn_challenges" ("expires_at");`,
    );

    this.addSql(
      `alter table "sessions" add "two_factor_verified" boolean not null default false, add "user_agent" varchar(512) not null default '', add "ip" varchar(64) not null default '', add "last_active_at" timestamptz not null default now();`,
    );

    this.addSql(
      `alter table "totp_credentials" add constraint "totp_credentials_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "recovery_codes" add constraint "recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "webauthn_challenges" add constraint "webauthn_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "totp_credentials" cascade;`);
    this.addSql(`drop table if exists "recovery_codes" cascade;`);
    this.addSql(`drop table if exists "passkeys" cascade;`);
    this.addSql(`drop table if exists "webauthn_challenges" cascade;`);

    this.addSql(
      `alter table "sessions" drop column "two_factor_verified", drop column "user_agent", drop column "ip", drop column "last_active_at";`,
    );
  }
}
