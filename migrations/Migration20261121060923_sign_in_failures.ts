import { Migration } from '@mikro-orm/migrations';

export class Migration20261121060923_sign_in_failures extends Migration {
  override name = 'Migration20261121060923_sign_in_failures';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "sign_in_failures" ("email" varchar(254) not null, "failures" int not null default 0, "blocked_until" timestamptz null, "updated_at" timestamptz not null default now(), primary key ("email"));`,
    );

    this.addSql(`alter table "users" drop column "failed_sign_ins", drop column "sign_in_blocked_until";`);

    this.addSql(
      `alter table "email_confirmations" add "password_hash" text null, add "first_name" varchar(100) null, add "last_name" varchar(100) null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "sign_in_failures" cascade;`);

    this.addSql(
      `alter table "email_confirmations" drop column "password_hash", drop column "first_name", drop column "last_name";`,
    );

    this.addSql(
      `alter table "users" add "failed_sign_ins" int not null default 0, add "sign_in_blocked_until" timestamptz(6) null;`,
    );
  }
}
