import { Migration } from '@mikro-orm/migrations';

/**
 * Duplicates and merge: a merged record's link to the survivor, an activity type and a history
 * action for the merge, and the indexes that find likely duplicates (records/duplicates.ts):
 * phone numbers compared by their digits, as an Australian number reads in either the '04…' or
 * the '+61 4…' form, a name at one account, an account name by trigram, and the open
 * leads of a contact.
 */
export class Migration20261122191539_merge_and_duplicates extends Migration {
  override name = 'Migration20261122191539_merge_and_duplicates';

  override up(): void | Promise<void> {
    // plpgsql, so the planner never inlines them and a query's call matches the index's; `public.`
    // because ANALYZE evaluates the index's expression with only pg_catalog on the search path.
    this.addSql(`create function phone_key(text) returns text language plpgsql immutable
      as $$ declare digits text := regexp_replace(coalesce($1, ''), '[^0-9]', '', 'g'); begin
        if length(digits) = 11 and digits like '61%' then digits := '0' || substr(digits, 3); end if;
        if length(digits) < 8 then return null; end if;
        return digits; end $$;`);
    this
      .addSql(`create function contact_phone_keys(text, text, text) returns text[] language plpgsql immutable
      as $$ begin return array_remove(array[public.phone_key($1), public.phone_key($2), public.phone_key($3)], null); end $$;`);
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore', 'merge'));`,
    );

    this.addSql(`alter table "accounts" add "merged_into_id" uuid null;`);
    this.addSql(
      `create index "accounts_name_trgm_index" on "accounts" using gin (lower("name") gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(`alter table "contacts" add "merged_into_id" uuid null;`);
    this.addSql(
      `create index "contacts_phone_keys_index" on "contacts" using gin (contact_phone_keys("phone", "mobile", "direct_phone")) where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "contacts_account_name_index" on "contacts" ("account_id", lower("first_name"), lower("last_name")) where "deleted_at" is null;`,
    );

    this.addSql(`alter table "leads" add "merged_into_id" uuid null;`);
    this.addSql(
      `create index "leads_open_contact_enquiry_index" on "leads" ("contact_id", "enquiry_type") where "deleted_at" is null and "status" not in ('closed_won', 'closed_lost');`,
    );

    this.addSql(`alter table "activities" drop constraint "activities_type_check";`);
    this.addSql(
      `alter table "activities" add constraint "activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment', 'stage_change', 'conversion', 'task_completed', 'merge'));`,
    );

    // A merge moves a quote to the surviving lead, account or contact; its price, snapshot and acceptance stay frozen.
    this.addSql(`create or replace function quotes_frozen() returns trigger language plpgsql as $$ begin
      if (new.number, new.provider_type, new.snapshot, new.subtotal_cents, new.gst_cents, new.total_cents, new.existing_provider_details, new.prospect_name, new.prospect_email, new.prospect_phone, new.business_name, new.abn, new.terms_version, new.terms_hash, new.accepted_at, new.ip_hash, new.user_agent, new.valid_until)
        is distinct from (old.number, old.provider_type, old.snapshot, old.subtotal_cents, old.gst_cents, old.total_cents, old.existing_provider_details, old.prospect_name, old.prospect_email, old.prospect_phone, old.business_name, old.abn, old.terms_version, old.terms_hash, old.accepted_at, old.ip_hash, old.user_agent, old.valid_until) then
        raise exception 'quote % is read-only', old.number using errcode = 'check_violation';
      end if;
      return new; end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "accounts_name_trgm_index";`);
    this.addSql(`alter table "accounts" drop column "merged_into_id";`);

    this.addSql(`alter table "activities" drop constraint "activities_type_check";`);
    this.addSql(
      `alter table "activities" add constraint "activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment', 'stage_change', 'conversion', 'task_completed'));`,
    );

    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore'));`,
    );

    this.addSql(`drop index "contacts_phone_keys_index";`);
    this.addSql(`drop index "contacts_account_name_index";`);
    this.addSql(`alter table "contacts" drop column "merged_into_id";`);

    this.addSql(`drop index "leads_open_contact_enquiry_index";`);
    this.addSql(`alter table "leads" drop column "merged_into_id";`);

    this.addSql(`create or replace function quotes_frozen() returns trigger language plpgsql as $$ begin
      if (new.number, new.provider_type, new.snapshot, new.subtotal_cents, new.gst_cents, new.total_cents, new.existing_provider_details, new.prospect_name, new.prospect_email, new.prospect_phone, new.business_name, new.abn, new.terms_version, new.terms_hash, new.accepted_at, new.ip_hash, new.user_agent, new.valid_until, new.lead_id, new.account_id, new.contact_id)
        is distinct from (old.number, old.provider_type, old.snapshot, old.subtotal_cents, old.gst_cents, old.total_cents, old.existing_provider_details, old.prospect_name, old.prospect_email, old.prospect_phone, old.business_name, old.abn, old.terms_version, old.terms_hash, old.accepted_at, old.ip_hash, old.user_agent, old.valid_until, old.lead_id, old.account_id, old.contact_id) then
        raise exception 'quote % is read-only', old.number using errcode = 'check_violation';
      end if;
      return new; end $$;`);
    this.addSql(`drop function contact_phone_keys(text, text, text);`);
    this.addSql(`drop function phone_key(text);`);
  }
}
