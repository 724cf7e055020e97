import { Migration } from '@mikro-orm/migrations';

export class Migration20261124044012_evidence_requests extends Migration {
  override name = 'Migration20261124044012_evidence_requests';

  override up(): void | Promise<void> {
    this.addSql(`create function evidence_requests_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lower(' ' || new.title);
      return new; end $$;`);
    this.addSql(
      `create table "evidence_templates" ("id" uuid not null, "name" varchar(200) not null, "items" jsonb not null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "evidence_templates" add constraint "evidence_templates_name_unique" unique ("name");`,
    );

    this.addSql(
      `create table "evidence_requests" ("id" uuid not null, "title" varchar(200) not null, "account_id" uuid not null, "contact_id" uuid not null, "due_date" date not null, "token_hash" bytea null, "sent_at" timestamptz null, "created_by" uuid null, "search_text" text not null default '', "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "evidence_requests_account_id_index" on "evidence_requests" ("account_id");`);
    this.addSql(`create index "evidence_requests_contact_id_index" on "evidence_requests" ("contact_id");`);
    this.addSql(
      `alter table "evidence_requests" add constraint "evidence_requests_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(
      `create index "evidence_requests_due_sort_index" on "evidence_requests" ("due_date", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "evidence_requests_created_at_sort_index" on "evidence_requests" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "evidence_requests_search_text_trgm_index" on "evidence_requests" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(
      `create table "evidence_request_items" ("id" uuid not null, "request_id" uuid not null, "position" int not null, "title" varchar(300) not null, "standard" varchar(300) null, "status" text not null default 'requested', "staff_comment" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "evidence_request_items" add constraint "evidence_request_items_request_id_position_unique" unique ("request_id", "position");`,
    );

    this.addSql(
      `alter table "evidence_templates" add constraint "evidence_templates_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "evidence_requests" add constraint "evidence_requests_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "evidence_requests" add constraint "evidence_requests_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "evidence_requests" add constraint "evidence_requests_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `create trigger evidence_requests_search_text before insert or update of title on evidence_requests for each row execute function evidence_requests_search_text();`,
    );

    this.addSql(
      `alter table "evidence_request_items" add constraint "evidence_request_items_request_id_foreign" foreign key ("request_id") references "evidence_requests" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "evidence_request_items" add constraint "evidence_request_items_status_check" check ("status" in ('requested', 'received', 'accepted', 'rejected'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "evidence_request_items" drop constraint "evidence_request_items_request_id_foreign";`,
    );

    this.addSql(`drop table if exists "evidence_templates" cascade;`);
    this.addSql(`drop trigger if exists "evidence_requests_search_text" on "evidence_requests";`);
    this.addSql(`drop function if exists evidence_requests_search_text();`);
    this.addSql(`drop table if exists "evidence_request_items" cascade;`);
    this.addSql(`drop table if exists "evidence_requests" cascade;`);
  }
}
