import { Migration } from '@mikro-orm/migrations';

/** The contact form's account lookup by name, oldest first, served by one index at any size. */
export class Migration20261122164500_account_name_lookup extends Migration {
  override name = 'Migration20261122164500_account_name_lookup';

  override up(): void {
    this.addSql(`drop index "accounts_name_lower_index";`);
    this.addSql(
      `create index "accounts_name_lower_index" on "accounts" (lower("name"), "created_at") where "deleted_at" is null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index "accounts_name_lower_index";`);
    this.addSql(
      `create index "accounts_name_lower_index" on "accounts" (lower("name")) where "deleted_at" is null;`,
    );
  }
}
