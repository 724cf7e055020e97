import { Migration } from '@mikro-orm/migrations';

/**
 * Documents on a lead, opportunity, account or contact, and their versions (the files). Their
 * search text shows the record's name, kept by the document's own follow triggers.
 */
export class Migration20261124041448_documents extends Migration {
  override name = 'Migration20261124041448_documents';

  override up(): void | Promise<void> {
    // The search text: title, notes and the name of the record it is on, kept when that name changes.
    this
      .addSql(`create function document_search_text(text, text, uuid, uuid, uuid, uuid) returns text language sql stable
      as $$ select lower(' ' || concat_ws(E' \n ', $1, $2,
        (select l.title from leads l where l.id = $3),
        (select o.name from opportunities o where o.id = $4),
        (select a.name from accounts a where a.id = $5),
        (select concat_ws(' ', c.first_name, c.last_name) from contacts c where c.id = $6))) $$;`);
    this.addSql(`create function documents_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := document_search_text(new.title, new.notes, new.lead_id, new.opportunity_id, new.account_id, new.contact_id);
      return new; end $$;`);
    for (const subject of ['lead', 'opportunity', 'account', 'contact'])
      this
        .addSql(`create function documents_follow_${subject === 'opportunity' ? 'opportunities' : `${subject}s`}() returns trigger language plpgsql as $$ begin
      update documents set search_text = document_search_text(title, notes, lead_id, opportunity_id, account_id, contact_id)
        where ${subject}_id = new.id;
      return null; end $$;`);

    this.addSql(
      `create table "documents" ("id" uuid not null, "title" varchar(200) not null, "type" text not null, "expires_on" date null, "notes" text null, "version" int not null default 1, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" bigint not null, "lead_id" uuid null, "opportunity_id" uuid null, "account_id" uuid null, "contact_id" uuid null, "created_by" uuid null, "search_text" text not null default '', "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "documents_lead_id_index" on "documents" ("lead_id");`);
    this.addSql(`create index "documents_opportunity_id_index" on "documents" ("opportunity_id");`);
    this.addSql(`create index "documents_account_id_index" on "documents" ("account_id");`);
    this.addSql(`create index "documents_contact_id_index" on "documents" ("contact_id");`);
    this.addSql(
      `create index "documents_created_at_sort_index" on "documents" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "documents_title_sort_index" on "documents" (lower("title"), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "documents_expiry_sort_index" on "documents" (coalesce("expires_on", 'infinity'::date), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "documents_search_text_trgm_index" on "documents" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(
      `create table "document_versions" ("id" uuid not null, "document_id" uuid not null, "number" int not null, "file_key" varchar(100) not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" bigint not null, "uploaded_by" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `alter table "document_versions" add constraint "document_versions_document_id_number_unique" unique ("document_id", "number");`,
    );

    this.addSql(
      `create trigger documents_follow_accounts after update of name on accounts for each row when (old.name is distinct from new.name) execute function documents_follow_accounts();`,
    );

    this.addSql(
      `create trigger documents_follow_contacts after update of first_name, last_name on contacts for each row when (old.first_name is distinct from new.first_name or old.last_name is distinct from new.last_name) execute function documents_follow_contacts();`,
    );

    this.addSql(
      `create trigger documents_follow_leads after update of title on leads for each row when (old.title is distinct from new.title) execute function documents_follow_leads();`,
    );

    this.addSql(
      `create trigger documents_follow_opportunities after update of name on opportunities for each row when (old.name is distinct from new.name) execute function documents_follow_opportunities();`,
    );

    this.addSql(
      `alter table "documents" add constraint "documents_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_opportunity_id_foreign" foreign key ("opportunity_id") references "opportunities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_one_subject" check (num_nonnulls(lead_id, opportunity_id, account_id, contact_id) = 1);`,
    );
    this.addSql(
      `alter table "documents" add constraint "documents_type_check" check ("type" in ('policy', 'procedure', 'certificate_of_registration', 'insurance_certificate', 'worker_screening', 'audit_report', 'evidence', 'quote', 'other'));`,
    );
    this.addSql(
      `create trigger documents_search_text before insert or update of title, notes, lead_id, opportunity_id, account_id, contact_id on documents for each row execute function documents_search_text();`,
    );

    this.addSql(
      `alter table "document_versions" add constraint "document_versions_document_id_foreign" foreign key ("document_id") references "documents" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "document_versions" add constraint "document_versions_uploaded_by_foreign" foreign key ("uploaded_by") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "documents_follow_accounts" on "accounts";`);
    this.addSql(`drop trigger if exists "documents_follow_contacts" on "contacts";`);
    this.addSql(`drop trigger if exists "documents_follow_leads" on "leads";`);
    this.addSql(`drop trigger if exists "documents_follow_opportunities" on "opportunities";`);
    this.addSql(`drop table if exists "document_versions" cascade;`);
    this.addSql(`drop table if exists "documents" cascade;`);
    this.addSql(`drop function if exists documents_follow_accounts();`);
    this.addSql(`drop function if exists documents_follow_contacts();`);
    this.addSql(`drop function if exists documents_follow_leads();`);
    this.addSql(`drop function if exists documents_follow_opportunities();`);
    this.addSql(`drop function if exists documents_search_text();`);
    this.addSql(`drop function if exists document_search_text(text, text, uuid, uuid, uuid, uuid);`);
  }
}
