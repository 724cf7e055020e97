import { Migration } from '@mikro-orm/migrations';

/** CSV imports: the uploaded file and its progress, its failed rows, the leads' external reference, accounts by ABN. */
export class Migration20261122191622_csv_imports extends Migration {
  override name = 'Migration20261122191622_csv_imports';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "imports" ("id" uuid not null, "record_type" text not null, "file_name" varchar(255) not null, "file" bytea not null, "delimiter" varchar(1) not null, "headers" jsonb not null, "mapping" jsonb null, "upsert_key" varchar(50) null, "create_missing_accounts" boolean not null default false, "status" text not null default 'uploaded', "total_rows" int not null, "processed_rows" int not null default 0, "imported_rows" int not null default 0, "updated_rows" int not null default 0, "failed_rows" int not null default 0, "created_by" uuid not null, "finished_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "imports_created_by_index" on "imports" ("created_by");`);

    this.addSql(
      `create table "import_failures" ("import_id" uuid not null, "row_number" int not null, "cells" jsonb not null, "error" text not null, primary key ("import_id", "row_number"));`,
    );

    this.addSql(`create index "accounts_abn_index" on "accounts" ("abn") where "deleted_at" is null;`);

    this.addSql(`alter table "leads" add "external_ref" varchar(200) null;`);
    this.addSql(
      `create unique index "leads_external_ref_unique" on "leads" ("external_ref") where "deleted_at" is null and "external_ref" is not null;`,
    );

    this.addSql(
      `alter table "imports" add constraint "imports_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "imports" add constraint "imports_record_type_check" check ("record_type" in ('accounts', 'contacts', 'leads'));`,
    );
    this.addSql(
      `alter table "imports" add constraint "imports_status_check" check ("status" in ('uploaded', 'queued', 'running', 'done', 'failed'));`,
    );

    this.addSql(
      `alter table "import_failures" add constraint "import_failures_import_id_foreign" foreign key ("import_id") references "imports" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "import_failures" drop constraint "import_failures_import_id_foreign";`);

    this.addSql(`drop table if exists "imports" cascade;`);
    this.addSql(`drop table if exists "import_failures" cascade;`);

    this.addSql(`drop index "accounts_abn_index";`);

    this.addSql(`drop index "leads_external_ref_unique";`);
    this.addSql(`alter table "leads" drop column "external_ref";`);
  }
}
