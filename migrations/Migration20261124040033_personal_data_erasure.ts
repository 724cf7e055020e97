import { Migration } from '@mikro-orm/migrations';

export class Migration20261124040033_personal_data_erasure extends Migration {
  override name = 'Migration20261124040033_personal_data_erasure';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore', 'merge', 'download', 'export', 'erase'));`,
    );

    this.addSql(`alter table "contacts" add "erased_at" timestamptz null;`);

    // The person's name, emails and phone numbers (case-insensitive regular expressions) taken
    // out of free text, and out of every string of a JSON value (a form's data, a history's values).
    this
      .addSql(`create function erase_terms(value text, patterns text[]) returns text language plpgsql immutable as $$
      declare pattern text; begin
      if value is null then return null; end if;
      foreach pattern in array patterns loop value := regexp_replace(value, pattern, 'Erased contact', 'gi'); end loop;
      return value; end $$;`);
    this
      .addSql(`create function erase_terms(value jsonb, patterns text[]) returns jsonb language plpgsql immutable as $$ begin
      return case jsonb_typeof(value)
        when 'string' then to_jsonb(erase_terms(value #>> '{}', patterns))
        when 'array' then (select coalesce(jsonb_agg(erase_terms(e, patterns) order by i), '[]'::jsonb) from jsonb_array_elements(value) with ordinality as t(e, i))
        when 'object' then (select coalesce(jsonb_object_agg(k, erase_terms(v, patterns)), '{}'::jsonb) from jsonb_each(value) as t(k, v))
        else value end; end $$;`);
    // A quote stays frozen, except while a person's data is erased from it in that transaction.
    this.addSql(`create or replace function quotes_frozen() returns trigger language plpgsql as $$ begin
      if current_setting('app.privacy_erasure', true) = 'on' then return new; end if;
      if (new.number, new.provider_type, new.snapshot, new.subtotal_cents, new.gst_cents, new.total_cents, new.existing_provider_details, new.prospect_name, new.prospect_email, new.prospect_phone, new.business_name, new.abn, new.terms_version, new.terms_hash, new.accepted_at, new.ip_hash, new.user_agent, new.valid_until)
        is distinct from (old.number, old.provider_type, old.snapshot, old.subtotal_cents, old.gst_cents, old.total_cents, old.existing_provider_details, old.prospect_name, old.prospect_email, old.prospect_phone, old.business_name, old.abn, old.terms_version, old.terms_hash, old.accepted_at, old.ip_hash, old.user_agent, old.valid_until) then
        raise exception 'quote % is read-only', old.number using errcode = 'check_violation';
      end if;
      return new; end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore', 'merge', 'download'));`,
    );

    this.addSql(`alter table "contacts" drop column "erased_at";`);

    this.addSql(`drop function erase_terms(text, text[]);`);
    this.addSql(`drop function erase_terms(jsonb, text[]);`);
    this.addSql(`create or replace function quotes_frozen() returns trigger language plpgsql as $$ begin
      if (new.number, new.provider_type, new.snapshot, new.subtotal_cents, new.gst_cents, new.total_cents, new.existing_provider_details, new.prospect_name, new.prospect_email, new.prospect_phone, new.business_name, new.abn, new.terms_version, new.terms_hash, new.accepted_at, new.ip_hash, new.user_agent, new.valid_until)
        is distinct from (old.number, old.provider_type, old.snapshot, old.subtotal_cents, old.gst_cents, old.total_cents, old.existing_provider_details, old.prospect_name, old.prospect_email, old.prospect_phone, old.business_name, old.abn, old.terms_version, old.terms_hash, old.accepted_at, old.ip_hash, old.user_agent, old.valid_until) then
        raise exception 'quote % is read-only', old.number using errcode = 'check_violation';
      end if;
      return new; end $$;`);
  }
}
