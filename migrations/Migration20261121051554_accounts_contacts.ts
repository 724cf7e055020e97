import { Migration } from '@mikro-orm/migrations';

export class Migration20261121051554_accounts_contacts extends Migration {
  override name = 'Migration20261121051554_accounts_contacts';

  override up(): void | Promise<void> {
    // Trigram indexes make case-insensitive substring search (ilike '%term%') use an index.
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "accounts" ("id" uuid not null, "name" varchar(200) not null, "legal_name" varchar(200) null, "business_name" varchar(200) null, "abn" varchar(20) null, "tax_id" varchar(50) null, "account_type" text not null default 'small_business', "parent_account_id" uuid null, "industry" varchar(200) null, "website" varchar(500) null, "phone" varchar(50) null, "email" varchar(254) null, "business_email" varchar(254) null, "business_phone" varchar(50) null, "address" text null, "city" varchar(100) null, "state" varchar(50) null, "postcode" varchar(10) null, "annual_revenue" numeric(15,2) null, "employee_count" int null, "notes" text null, "created_by" uuid null, "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "accounts_parent_account_id_index" on "accounts" ("parent_account_id");`);
    this.addSql(`create index "accounts_name_index" on "accounts" ("name");`);
    this.addSql(`create index "accounts_name_trgm_index" on "accounts" using gin ("name" gin_trgm_ops);`);
    this.addSql(
      `create index "accounts_legal_name_trgm_index" on "accounts" using gin ("legal_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "accounts_business_name_trgm_index" on "accounts" using gin ("business_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "accounts_industry_trgm_index" on "accounts" using gin ("industry" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "contacts" ("id" uuid not null, "account_id" uuid null, "first_name" varchar(100) not null, "last_name" varchar(100) not null, "email" varchar(254) null, "personal_email" varchar(254) null, "phone" varchar(50) null, "mobile" varchar(50) null, "direct_phone" varchar(50) null, "position" varchar(200) null, "department" varchar(200) null, "contact_role" text not null default 'end_user', "decision_maker_influence" int not null default 50, "linkedin_url" varchar(500) null, "is_primary" boolean not null default false, "notes" text null, "created_by" uuid null, "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "contacts_account_id_index" on "contacts" ("account_id");`);
    this.addSql(
      `create index "contacts_first_name_last_name_index" on "contacts" ("first_name", "last_name");`,
    );
    this.addSql(
      `create index "contacts_first_name_trgm_index" on "contacts" using gin ("first_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contacts_last_name_trgm_index" on "contacts" using gin ("last_name" gin_trgm_ops);`,
    );
    this.addSql(`create index "contacts_email_trgm_index" on "contacts" using gin ("email" gin_trgm_ops);`);
    this.addSql(
      `create index "contacts_position_trgm_index" on "contacts" using gin ("position" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contacts_department_trgm_index" on "contacts" using gin ("department" gin_trgm_ops);`,
    );
    this.addSql(
      `create unique index "contacts_email_unique" on "contacts" (lower("email")) where "deleted_at" is null and "email" is not null;`,
    );

    this.addSql(
      `alter table "accounts" add constraint "accounts_parent_account_id_foreign" foreign key ("parent_account_id") references "accounts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "accounts" add constraint "accounts_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "accounts" add constraint "accounts_account_type_check" check ("account_type" in ('small_business', 'enterprise', 'government', 'non_profit', 'startup', 'individual'));`,
    );

    this.addSql(
      `alter table "contacts" add constraint "contacts_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "contacts" add constraint "contacts_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "contacts" add constraint "contacts_influence_range" check ((decision_maker_influence >= 0) AND (decision_maker_influence <= 100));`,
    );
    this.addSql(
      `alter table "contacts" add constraint "contacts_contact_role_check" check ("contact_role" in ('decision_maker', 'influencer', 'champion', 'gatekeeper', 'technical_contact', 'financial_contact', 'end_user'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "accounts" drop constraint "accounts_parent_account_id_foreign";`);
    this.addSql(`alter table "contacts" drop constraint "contacts_account_id_foreign";`);

    this.addSql(`drop table if exists "accounts" cascade;`);
    this.addSql(`drop table if exists "contacts" cascade;`);
  }
}
