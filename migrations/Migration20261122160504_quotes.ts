import { Migration } from '@mikro-orm/migrations';

/**
 * Quotes: proposals accepted online (a record type, read-only), and the per-year counter of
 * their numbers. `search_text` is the quote's own number, prospect, business and email; a
 * trigger refuses any change to an accepted quote's price, snapshot and acceptance.
 */
export class Migration20261122160504_quotes extends Migration {
  override name = 'Migration20261122160504_quotes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "quote_numbers" ("year" int not null, "last" int not null, primary key ("year"));`,
    );

    this.addSql(
      `create table "quotes" ("id" uuid not null, "number" varchar(20) not null, "provider_type" text not null, "snapshot" jsonb not null, "subtotal_cents" int not null, "gst_cents" int not null, "total_cents" int not null, "existing_provider_details" jsonb null, "prospect_name" varchar(100) not null, "prospect_email" varchar(254) not null, "prospect_phone" varchar(40) not null, "business_name" varchar(150) not null, "abn" varchar(20) null, "terms_version" varchar(40) not null, "terms_hash" varchar(64) not null, "accepted_at" timestamptz not null, "ip_hash" varchar(64) not null, "user_agent" varchar(500) not null, "valid_until" timestamptz not null, "status" text not null default 'accepted', "access_token_hash" bytea null, "lead_id" uuid not null, "account_id" uuid not null, "contact_id" uuid not null, "opportunity_id" uuid null, "search_text" text not null default '', "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "quotes" add constraint "quotes_number_unique" unique ("number");`);
    this.addSql(`create index "quotes_valid_until_index" on "quotes" ("valid_until");`);
    this.addSql(
      `alter table "quotes" add constraint "quotes_access_token_hash_unique" unique ("access_token_hash");`,
    );
    this.addSql(`create index "quotes_lead_id_index" on "quotes" ("lead_id");`);
    this.addSql(`create index "quotes_account_id_index" on "quotes" ("account_id");`);
    this.addSql(`create index "quotes_opportunity_id_index" on "quotes" ("opportunity_id");`);
    this.addSql(
      `create index "quotes_created_at_sort_index" on "quotes" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "quotes_search_text_trgm_index" on "quotes" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(
      `alter table "quotes" add constraint "quotes_lead_id_foreign" foreign key ("lead_id") references "leads" ("id");`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id");`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_opportunity_id_foreign" foreign key ("opportunity_id") references "opportunities" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_total" check (total_cents = (subtotal_cents + gst_cents));`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_provider_type_check" check ("provider_type" in ('new_provider', 'existing_seeking_registration'));`,
    );
    this.addSql(
      `alter table "quotes" add constraint "quotes_status_check" check ("status" in ('accepted', 'expired', 'superseded', 'withdrawn'));`,
    );
    this.addSql(`create function quotes_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lower(' ' || concat_ws(E' \\n ', new.number, new.prospect_name, new.business_name, new.prospect_email));
      return new; end $$;`);
    // An accepted quote's price, snapshot and acceptance never change: only its status, its link and its opportunity do.
    this.addSql(`create function quotes_frozen() returns trigger language plpgsql as $$ begin
      if (new.number, new.provider_type, new.snapshot, new.subtotal_cents, new.gst_cents, new.total_cents, new.existing_provider_details, new.prospect_name, new.prospect_email, new.prospect_phone, new.business_name, new.abn, new.terms_version, new.terms_hash, new.accepted_at, new.ip_hash, new.user_agent, new.valid_until, new.lead_id, new.account_id, new.contact_id)
        is distinct from (old.number, old.provider_type, old.snapshot, old.subtotal_cents, old.gst_cents, old.total_cents, old.existing_provider_details, old.prospect_name, old.prospect_email, old.prospect_phone, old.business_name, old.abn, old.terms_version, old.terms_hash, old.accepted_at, old.ip_hash, old.user_agent, old.valid_until, old.lead_id, old.account_id, old.contact_id) then
        raise exception 'quote % is read-only', old.number using errcode = 'check_violation';
      end if;
      return new; end $$;`);
    this.addSql(
      `create trigger quotes_search_text before insert or update on quotes for each row execute function quotes_search_text();`,
    );
    this.addSql(
      `create trigger quotes_frozen before update on quotes for each row execute function quotes_frozen();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "quote_numbers" cascade;`);
    this.addSql(`drop trigger if exists "quotes_search_text" on "quotes";`);
    this.addSql(`drop function if exists quotes_search_text();`);
    this.addSql(`drop trigger if exists "quotes_frozen" on "quotes";`);
    this.addSql(`drop function if exists quotes_frozen();`);
    this.addSql(`drop table if exists "quotes" cascade;`);
  }
}
