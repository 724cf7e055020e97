import { Migration } from '@mikro-orm/migrations';

export class Migration20261124010510_quote_checkout_link extends Migration {
  override name = 'Migration20261124010510_quote_checkout_link';

  override up(): void | Promise<void> {
    this.addSql(`alter table "quotes" add "checkout_token_hash" bytea null;`);
    this.addSql(
      `alter table "quotes" add constraint "quotes_checkout_token_hash_unique" unique ("checkout_token_hash");`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "quotes" drop constraint "quotes_checkout_token_hash_unique";`);
    this.addSql(`alter table "quotes" drop column "checkout_token_hash";`);
  }
}
