import { Migration } from '@mikro-orm/migrations';

export class Migration20261124081526_quote_pdf_documents extends Migration {
  override name = 'Migration20261124081526_quote_pdf_documents';

  override up(): void | Promise<void> {
    this.addSql(`alter table "documents" add "quote_id" uuid null;`);
    this.addSql(
      `alter table "documents" add constraint "documents_quote_id_foreign" foreign key ("quote_id") references "quotes" ("id") on delete set null;`,
    );
    this.addSql(`alter table "documents" add constraint "documents_quote_id_unique" unique ("quote_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "documents" drop constraint "documents_quote_id_foreign";`);

    this.addSql(`alter table "documents" drop constraint "documents_quote_id_unique";`);
    this.addSql(`alter table "documents" drop column "quote_id";`);
  }
}
