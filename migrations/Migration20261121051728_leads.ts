import { Migration } from '@mikro-orm/migrations';

export class Migration20261121051728_leads extends Migration {
  override name = 'Migration20261121051728_leads';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "leads" ("id" uuid not null, "account_id" uuid not null, "contact_id" uuid not null, "title" varchar(200) not null, "enquiry_type" text not null default 'sales_inquiry', "source" text not null default 'website_form', "status" text not null default 'new', "priority" text not null default 'medium', "description" text null, "enquiry_details" text null, "business_impact" text null, "budget_range" varchar(200) null, "decision_timeline" varchar(200) null, "competitors" text null, "next_action" text null, "pain_points" text[] not null default '{}', "provider_type" text null, "support_package" text null, "estimated_value" numeric(15,2) null, "probability" int not null default 20, "qualification_score" int null, "lead_score" int null, "conversion_probability" int null, "expected_close_date" date null, "follow_up_date" date null, "last_contact_date" date null, "assigned_to" uuid null, "form_data" jsonb null, "created_by" uuid null, "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "leads_account_id_index" on "leads" ("account_id");`);
    this.addSql(`create index "leads_contact_id_index" on "leads" ("contact_id");`);
    this.addSql(`create index "leads_created_at_index" on "leads" ("created_at");`);
    this.addSql(`create index "leads_title_trgm_index" on "leads" using gin ("title" gin_trgm_ops);`);
    this.addSql(
      `create index "leads_description_trgm_index" on "leads" using gin ("description" gin_trgm_ops);`,
    );

    this.addSql(
      `create table "notes" ("id" uuid not null, "lead_id" uuid not null, "content" text not null, "created_by" uuid null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "notes_lead_id_index" on "notes" ("lead_id");`);

    this.addSql(
      `create table "lead_assignments" ("id" uuid not null, "lead_id" uuid not null, "user_id" uuid not null, "assigned_by_id" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "lead_assignments_lead_id_index" on "lead_assignments" ("lead_id");`);

    this.addSql(
      `create table "lead_activities" ("id" uuid not null, "lead_id" uuid not null, "type" text not null, "title" varchar(200) not null, "description" text null, "created_by" uuid null, "created_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "lead_activities_lead_id_created_at_index" on "lead_activities" ("lead_id", "created_at");`,
    );

    this.addSql(
      `alter table "leads" add constraint "leads_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id");`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_assigned_to_foreign" foreign key ("assigned_to") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_probability_range" check ((probability >= 0) AND (probability <= 100));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_qualification_score_range" check ((qualification_score >= 0) AND (qualification_score <= 100));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_lead_score_range" check ((lead_score >= 0) AND (lead_score <= 100));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_conversion_probability_range" check ((conversion_probability >= 0) AND (conversion_probability <= 100));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_enquiry_type_check" check ("enquiry_type" in ('sales_inquiry', 'service_request', 'support_ticket', 'partnership', 'registration', 'audit_request', 'consultation', 'quote_request'));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_source_check" check ("source" in ('website_form', 'phone', 'email', 'referral', 'social_media', 'other'));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_status_check" check ("status" in ('new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'closed_won', 'closed_lost'));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_priority_check" check ("priority" in ('low', 'medium', 'high', 'urgent'));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_provider_type_check" check ("provider_type" in ('new_provider', 'existing_seeking_registration', 'registered_seeking_support'));`,
    );
    this.addSql(
      `alter table "leads" add constraint "leads_support_package_check" check ("support_package" in ('essential', 'strategic_growth', 'premium_partnership'));`,
    );

    this.addSql(
      `alter table "notes" add constraint "notes_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "notes" add constraint "notes_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "lead_assignments" add constraint "lead_assignments_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_assignments" add constraint "lead_assignments_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_assignments" add constraint "lead_assignments_assigned_by_id_foreign" foreign key ("assigned_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "lead_activities" add constraint "lead_activities_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "lead_activities" add constraint "lead_activities_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "lead_activities" add constraint "lead_activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notes" drop constraint "notes_lead_id_foreign";`);
    this.addSql(`alter table "lead_assignments" drop constraint "lead_assignments_lead_id_foreign";`);
    this.addSql(`alter table "lead_activities" drop constraint "lead_activities_lead_id_foreign";`);

    this.addSql(`drop table if exists "leads" cascade;`);
    this.addSql(`drop table if exists "notes" cascade;`);
    this.addSql(`drop table if exists "lead_assignments" cascade;`);
    this.addSql(`drop table if exists "lead_activities" cascade;`);
  }
}
