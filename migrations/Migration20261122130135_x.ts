import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130135_x extends Migration {

  override name = 'Migration20261122130135_x';

  override up(): void | Promise<void> {
    this.addSql(`drop trigger if exists "accounts_search_text" on "accounts";`);
    this.addSql(`drop function if exists "accounts_accounts_search_text_fn"();`);
    this.addSql(`drop trigger if exists "accounts_spread_search_text" on "accounts";`);
    this.addSql(`drop function if exists "accounts_accounts_spread_search_text_fn"();`);

    this.addSql(`drop trigger if exists "contacts_search_text" on "contacts";`);
    this.addSql(`drop function if exists "contacts_contacts_search_text_fn"();`);
    this.addSql(`drop trigger if exists "contacts_spread_search_text" on "contacts";`);
    this.addSql(`drop function if exists "contacts_contacts_spread_search_text_fn"();`);

    this.addSql(`drop trigger if exists "lead_totals_delete" on "leads";`);
    this.addSql(`drop function if exists "leads_lead_totals_delete_fn"();`);
    this.addSql(`drop trigger if exists "lead_totals_insert" on "leads";`);
    this.addSql(`drop function if exists "leads_lead_totals_insert_fn"();`);
    this.addSql(`drop trigger if exists "lead_totals_update" on "leads";`);
    this.addSql(`drop function if exists "leads_lead_totals_update_fn"();`);
    this.addSql(`drop trigger if exists "leads_search_text" on "leads";`);
    this.addSql(`drop function if exists "leads_leads_search_text_fn"();`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create or replace function "accounts_accounts_search_text_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "accounts_search_text" BEFORE INSERT OR UPDATE on "accounts" for each ROW execute function "accounts_accounts_search_text_fn"();`);
    this.addSql(`create or replace function "accounts_accounts_spread_search_text_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "accounts_spread_search_text" AFTER UPDATE on "accounts" for each ROW
  when ((((old.name)::text IS DISTINCT FROM (new.name)::text) OR ((old.deleted_at IS NULL) <> (new.deleted_at IS NULL)))) execute function "accounts_accounts_spread_search_text_fn"();`);

    this.addSql(`create or replace function "contacts_contacts_search_text_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "contacts_search_text" BEFORE INSERT OR UPDATE on "contacts" for each ROW execute function "contacts_contacts_search_text_fn"();`);
    this.addSql(`create or replace function "contacts_contacts_spread_search_text_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "contacts_spread_search_text" AFTER UPDATE on "contacts" for each ROW
  when ((((old.first_name)::text IS DISTINCT FROM (new.first_name)::text) OR ((old.last_name)::text IS DISTINCT FROM (new.last_name)::text))) execute function "contacts_contacts_spread_search_text_fn"();`);

    this.addSql(`create or replace function "leads_lead_totals_delete_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "lead_totals_delete" AFTER DELETE on "leads" for each STATEMENT execute function "leads_lead_totals_delete_fn"();`);
    this.addSql(`create or replace function "leads_lead_totals_insert_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "lead_totals_insert" AFTER INSERT on "leads" for each STATEMENT execute function "leads_lead_totals_insert_fn"();`);
    this.addSql(`create or replace function "leads_lead_totals_update_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "lead_totals_update" AFTER UPDATE on "leads" for each STATEMENT execute function "leads_lead_totals_update_fn"();`);
    this.addSql(`create or replace function "leads_leads_search_text_fn"() returns trigger as \$\$ begin ; end; \$\$ language plpgsql;`);
    this.addSql(`create trigger "leads_search_text" BEFORE INSERT OR UPDATE on "leads" for each ROW execute function "leads_leads_search_text_fn"();`);
  }

}
