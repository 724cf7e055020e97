import { Migration } from '@mikro-orm/migrations';

/**
 * Global search finds a contact by any of their phone numbers and an account by its ABN, typed
 * with or without spaces, brackets or dashes: immutable functions give the digits of those
 * fields (each number apart, so a search never matches across two), with a trigram index each.
 */
export class Migration20261122162526_digit_search extends Migration {
  override name = 'Migration20261122162526_digit_search';

  override up(): void | Promise<void> {
    // plpgsql, so the planner never inlines them and a query's call matches the index's.
    this
      .addSql(`create function contact_phone_digits(text, text, text) returns text language plpgsql immutable
      as $$ begin return regexp_replace(coalesce($1, ''), '[^0-9]', '', 'g') || ' ' ||
        regexp_replace(coalesce($2, ''), '[^0-9]', '', 'g') || ' ' || regexp_replace(coalesce($3, ''), '[^0-9]', '', 'g'); end $$;`);
    this.addSql(`create function account_abn_digits(text) returns text language plpgsql immutable
      as $$ begin return regexp_replace(coalesce($1, ''), '[^0-9]', '', 'g'); end $$;`);
    this.addSql(
      `create index "accounts_digits_trgm_index" on "accounts" using gin ((account_abn_digits("abn")) gin_trgm_ops) where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "contacts_digits_trgm_index" on "contacts" using gin ((contact_phone_digits("phone", "mobile", "direct_phone")) gin_trgm_ops) where "deleted_at" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "accounts_digits_trgm_index";`);
    this.addSql(`drop index "contacts_digits_trgm_index";`);
    this.addSql(`drop function account_abn_digits(text);`);
    this.addSql(`drop function contact_phone_digits(text, text, text);`);
  }
}
