import { Migration } from '@mikro-orm/migrations';

/**
 * Opportunities join the record lists' search and keyset sorts (see the `search_text` migration):
 * a `search_text` of name, description and account name, kept by triggers in the same
 * transaction (renaming an account rewrites its opportunities' too), and a btree index per sort.
 */
export class Migration20261122150000_opportunity_search_text extends Migration {
  override name = 'Migration20261122150000_opportunity_search_text';

  override up(): void | Promise<void> {
    this.addSql(`drop index "opportunities_created_at_index";`);
    this.addSql(`drop index "opportunities_expected_close_date_index";`);
    this.addSql(`drop index "opportunities_name_trgm_index";`);
    this.addSql(`drop index "opportunities_description_trgm_index";`);
    this.addSql(`alter table "opportunities" add "search_text" text not null default '';`);
    this.addSql(
      `create index "opportunities_created_at_sort_index" on "opportunities" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "opportunities_name_sort_index" on "opportunities" ("name", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "opportunities_amount_sort_index" on "opportunities" (coalesce("amount", -1), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "opportunities_expected_close_date_sort_index" on "opportunities" (coalesce("expected_close_date", 'infinity'::date), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "opportunities_search_text_trgm_index" on "opportunities" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );
    this.addSql(`create function opportunity_search_text(text, text, uuid) returns text language sql stable
      as $$ select lower(' ' || concat_ws(E' \n ', $1, $2,
        (select a.name from accounts a where a.id = $3))) $$;`);
    this.addSql(`create function opportunities_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := opportunity_search_text(new.name, new.description, new.account_id);
      return new; end $$;`);
    this
      .addSql(`create trigger opportunities_search_text before insert or update of name, description, account_id
      on opportunities for each row execute function opportunities_search_text();`);
    this
      .addSql(`create or replace function accounts_spread_search_text() returns trigger language plpgsql as $$ begin
      update contacts set search_text = contact_search_text(first_name, last_name, email, position, department, account_id)
        where account_id = new.id;
      if old.name is distinct from new.name then
        update leads set search_text = lead_search_text(title, description, account_id, contact_id) where account_id = new.id;
        update opportunities set search_text = opportunity_search_text(name, description, account_id) where account_id = new.id;
      end if;
      return null; end $$;`);
    this.addSql(
      `update opportunities set search_text = opportunity_search_text(name, description, account_id);`,
    );
  }

  override down(): void | Promise<void> {
    this
      .addSql(`create or replace function accounts_spread_search_text() returns trigger language plpgsql as $$ begin
      update contacts set search_text = contact_search_text(first_name, last_name, email, position, department, account_id)
        where account_id = new.id;
      if old.name is distinct from new.name then
        update leads set search_text = lead_search_text(title, description, account_id, contact_id) where account_id = new.id;
      end if;
      return null; end $$;`);
    this.addSql(`drop trigger opportunities_search_text on opportunities;`);
    this.addSql(`drop function opportunities_search_text();`);
    this.addSql(`drop function opportunity_search_text(text, text, uuid);`);
    this.addSql(`drop index "opportunities_search_text_trgm_index";`);
    this.addSql(`drop index "opportunities_expected_close_date_sort_index";`);
    this.addSql(`drop index "opportunities_amount_sort_index";`);
    this.addSql(`drop index "opportunities_name_sort_index";`);
    this.addSql(`drop index "opportunities_created_at_sort_index";`);
    this.addSql(`alter table "opportunities" drop column "search_text";`);
    this.addSql(`create index "opportunities_created_at_index" on "opportunities" ("created_at");`);
    this.addSql(
      `create index "opportunities_expected_close_date_index" on "opportunities" ("expected_close_date");`,
    );
    this.addSql(
      `create index "opportunities_name_trgm_index" on "opportunities" using gin ("name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "opportunities_description_trgm_index" on "opportunities" using gin ("description" gin_trgm_ops);`,
    );
  }
}
