import { Migration } from '@mikro-orm/migrations';

/** An automatic task before a document on an account expires, one per document (issue 28). */
export class Migration20261124045408_document_expiry_tasks extends Migration {
  override name = 'Migration20261124045408_document_expiry_tasks';

  override up(): void | Promise<void> {
    this.addSql(`alter table "tasks" drop constraint "tasks_automatic_check";`);
    this.addSql(`alter table "tasks" add "document_id" uuid null;`);
    this.addSql(
      `alter table "tasks" add constraint "tasks_document_id_foreign" foreign key ("document_id") references "documents" ("id") on delete cascade;`,
    );
    this.addSql(`create index "tasks_document_id_index" on "tasks" ("document_id");`);
    // One open automatic task of a kind per record and document: an account's documents each have their own.
    this.addSql(`drop index "tasks_open_automatic_unique";`);
    this.addSql(
      `create unique index "tasks_open_automatic_unique" on "tasks" ((coalesce("lead_id", "opportunity_id", "account_id", "contact_id")), "automatic", "document_id") nulls not distinct where "automatic" is not null and "status" = 'open' and "deleted_at" is null;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_automatic_check" check ("automatic" in ('follow_up', 'renewal_window', 'expiry_60_days', 'midterm_audit', 'document_expiry'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "tasks" where "document_id" is not null;`);
    this.addSql(`drop index "tasks_open_automatic_unique";`);
    this.addSql(
      `create unique index "tasks_open_automatic_unique" on "tasks" ((coalesce("lead_id", "opportunity_id", "account_id", "contact_id")), "automatic") where "automatic" is not null and "status" = 'open' and "deleted_at" is null;`,
    );
    this.addSql(`alter table "tasks" drop constraint "tasks_document_id_foreign";`);

    this.addSql(`drop index "tasks_document_id_index";`);
    this.addSql(`alter table "tasks" drop constraint "tasks_automatic_check";`);
    this.addSql(`alter table "tasks" drop column "document_id";`);
    this.addSql(
      `alter table "tasks" add constraint "tasks_automatic_check" check ("automatic" in ('follow_up', 'renewal_window', 'expiry_60_days', 'midterm_audit'));`,
    );
  }
}
