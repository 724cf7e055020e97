import { Migration } from '@mikro-orm/migrations';

/** Each table's rewrite of its own search_text when a name it shows changes: `<table>_follow_<source>()`. */
const followers = {
  contacts_follow_accounts: `update contacts set search_text = contact_search_text(first_name, last_name, email, position, department, account_id)
        where account_id = new.id;`,
  leads_follow_accounts: `update leads set search_text = lead_search_text(title, description, account_id, contact_id)
        where account_id = new.id;`,
  opportunities_follow_accounts: `update opportunities set search_text = opportunity_search_text(name, description, account_id)
        where account_id = new.id;`,
  leads_follow_contacts: `update leads set search_text = lead_search_text(title, description, account_id, contact_id)
        where contact_id = new.id;`,
};

/** When each runs: after a change of the names (or the deletion) that the table's rows show. */
const triggers = {
  contacts_follow_accounts: `after update of name, deleted_at on accounts for each row
      when (old.name is distinct from new.name or (old.deleted_at is null) <> (new.deleted_at is null))`,
  leads_follow_accounts: `after update of name on accounts for each row when (old.name is distinct from new.name)`,
  opportunities_follow_accounts: `after update of name on accounts for each row when (old.name is distinct from new.name)`,
  leads_follow_contacts: `after update of first_name, last_name on contacts for each row
      when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)`,
};

/**
 * Search text without SQL shared between types: instead of one function per named table that
 * rewrites every table showing its name (`accounts_spread_search_text()`, which each new type's
 * migration had to re-create with the whole list), each table showing a name keeps its own
 * search_text by its own trigger and function. A new type adds its own; nothing else changes.
 */
export class Migration20261124010000_search_text_per_table extends Migration {
  override name = 'Migration20261124010000_search_text_per_table';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger accounts_spread_search_text on accounts;`);
    this.addSql(`drop function accounts_spread_search_text();`);
    this.addSql(`drop trigger contacts_spread_search_text on contacts;`);
    this.addSql(`drop function contacts_spread_search_text();`);
    for (const [name, update] of Object.entries(followers)) {
      this.addSql(`create function ${name}() returns trigger language plpgsql as $$ begin
      ${update}
      return null; end $$;`);
      this.addSql(
        `create trigger ${name} ${triggers[name as keyof typeof triggers]} execute function ${name}();`,
      );
    }
  }

  override down(): void | Promise<void> {
    for (const name of Object.keys(followers)) {
      const table = name.endsWith('_accounts') ? 'accounts' : 'contacts';
      this.addSql(`drop trigger ${name} on ${table};`);
      this.addSql(`drop function ${name}();`);
    }
    this.addSql(`create function accounts_spread_search_text() returns trigger language plpgsql as $$ begin
      update contacts set search_text = contact_search_text(first_name, last_name, email, position, department, account_id)
        where account_id = new.id;
      if old.name is distinct from new.name then
        update leads set search_text = lead_search_text(title, description, account_id, contact_id) where account_id = new.id;
        update opportunities set search_text = opportunity_search_text(name, description, account_id) where account_id = new.id;
      end if;
      return null; end $$;`);
    this
      .addSql(`create trigger accounts_spread_search_text after update of name, deleted_at on accounts for each row
      when (old.name is distinct from new.name or (old.deleted_at is null) <> (new.deleted_at is null))
      execute function accounts_spread_search_text();`);
    this.addSql(`create function contacts_spread_search_text() returns trigger language plpgsql as $$ begin
      update leads set search_text = lead_search_text(title, description, account_id, contact_id) where contact_id = new.id;
      return null; end $$;`);
    this
      .addSql(`create trigger contacts_spread_search_text after update of first_name, last_name on contacts for each row
      when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name)
      execute function contacts_spread_search_text();`);
  }
}
