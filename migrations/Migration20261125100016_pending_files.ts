import { Migration } from '@mikro-orm/migrations';

export class Migration20261125100016_pending_files extends Migration {
  override name = 'Migration20261125100016_pending_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "pending_files" ("key" varchar(100) not null, "created_at" timestamptz not null default now(), primary key ("key"));`,
    );
    this.addSql(`create index "pending_files_created_at_index" on "pending_files" ("created_at");`);

    this.addSql(
      `create index "emails_attachments_index" on "emails" using gin ("attachments" jsonb_path_ops);`,
    );

    this.addSql(`create index "document_versions_file_key_index" on "document_versions" ("file_key");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "pending_files" cascade;`);

    this.addSql(`drop index "document_versions_file_key_index";`);

    this.addSql(`drop index "emails_attachments_index";`);
  }
}
