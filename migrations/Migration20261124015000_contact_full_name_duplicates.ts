import { Migration } from '@mikro-orm/migrations';

/** 'Same name at the same account' compares the full name, whatever went in which field. */
export class Migration20261124015000_contact_full_name_duplicates extends Migration {
  override name = 'Migration20261124015000_contact_full_name_duplicates';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "contacts_account_name_index";`);
    this.addSql(
      `create index "contacts_account_name_index" on "contacts" ("account_id", lower("first_name" || ' ' || "last_name")) where "deleted_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "contacts_account_name_index";`);
    this.addSql(
      `create index "contacts_account_name_index" on "contacts" ("account_id", lower("first_name"), lower("last_name")) where "deleted_at" is null;`,
    );
  }
}
