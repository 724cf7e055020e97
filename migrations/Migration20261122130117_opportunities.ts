import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130117_opportunities extends Migration {
  override name = 'Migration20261122130117_opportunities';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "opportunities" ("id" uuid not null, "name" varchar(200) not null, "account_id" uuid not null, "contact_id" uuid null, "stage" text not null default 'qualification', "stage_changed_at" timestamptz not null default now(), "amount" numeric(15,2) null, "probability" int not null, "expected_close_date" date null, "owner_id" uuid null, "source_lead_id" uuid null, "registration_groups" text[] not null default '{}', "loss_reason" text null, "description" text null, "created_by" uuid null, "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "opportunities_account_id_index" on "opportunities" ("account_id");`);
    this.addSql(`create index "opportunities_contact_id_index" on "opportunities" ("contact_id");`);
    this.addSql(`create index "opportunities_owner_id_index" on "opportunities" ("owner_id");`);
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
    this.addSql(
      `create index "opportunities_board_index" on "opportunities" ("stage", "stage_changed_at" desc, "id" desc) include ("amount") where "deleted_at" is null;`,
    );
    this.addSql(
      `create unique index "opportunities_source_lead_unique" on "opportunities" ("source_lead_id") where "deleted_at" is null;`,
    );

    // Lead activities become activities of a lead or an opportunity; existing rows are kept.
    this.addSql(`alter table "lead_activities" rename to "activities";`);
    this.addSql(`alter table "activities" rename constraint "lead_activities_pkey" to "activities_pkey";`);
    this.addSql(
      `alter table "activities" rename constraint "lead_activities_lead_id_foreign" to "activities_lead_id_foreign";`,
    );
    this.addSql(
      `alter table "activities" rename constraint "lead_activities_created_by_foreign" to "activities_created_by_foreign";`,
    );
    this.addSql(`alter table "activities" drop constraint "lead_activities_type_check";`);
    this.addSql(
      `alter index "lead_activities_lead_id_created_at_index" rename to "activities_lead_id_created_at_index";`,
    );
    this.addSql(`alter table "activities" alter column "lead_id" drop not null;`);
    this.addSql(`alter table "activities" add column "opportunity_id" uuid null;`);
    this.addSql(
      `create index "activities_opportunity_id_created_at_index" on "activities" ("opportunity_id", "created_at");`,
    );

    this.addSql(
      `alter table "opportunities" add constraint "opportunities_account_id_foreign" foreign key ("account_id") references "accounts" ("id");`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_source_lead_id_foreign" foreign key ("source_lead_id") references "leads" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_probability_range" check ((probability >= 0) AND (probability <= 100));`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_loss_reason" check ((stage <> 'closed_lost') OR (loss_reason IS NOT NULL));`,
    );
    this.addSql(
      `alter table "opportunities" add constraint "opportunities_stage_check" check ("stage" in ('qualification', 'needs_analysis', 'proposal', 'negotiation', 'closed_won', 'closed_lost'));`,
    );

    this.addSql(
      `alter table "activities" add constraint "activities_opportunity_id_foreign" foreign key ("opportunity_id") references "opportunities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_one_subject" check (num_nonnulls(lead_id, opportunity_id) = 1);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment', 'stage_change', 'conversion'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`delete from "activities" where "opportunity_id" is not null;`);
    this.addSql(`alter table "activities" drop constraint "activities_opportunity_id_foreign";`);
    this.addSql(`alter table "activities" drop constraint "activities_one_subject";`);
    this.addSql(`alter table "activities" drop constraint "activities_type_check";`);
    this.addSql(`drop index "activities_opportunity_id_created_at_index";`);
    this.addSql(`alter table "activities" drop column "opportunity_id";`);
    this.addSql(`alter table "activities" alter column "lead_id" set not null;`);
    this.addSql(
      `alter index "activities_lead_id_created_at_index" rename to "lead_activities_lead_id_created_at_index";`,
    );
    this.addSql(
      `alter table "activities" rename constraint "activities_created_by_foreign" to "lead_activities_created_by_foreign";`,
    );
    this.addSql(
      `alter table "activities" rename constraint "activities_lead_id_foreign" to "lead_activities_lead_id_foreign";`,
    );
    this.addSql(`alter table "activities" rename constraint "activities_pkey" to "lead_activities_pkey";`);
    this.addSql(`alter table "activities" rename to "lead_activities";`);
    this.addSql(
      `alter table "lead_activities" add constraint "lead_activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment'));`,
    );

    this.addSql(`drop table if exists "opportunities" cascade;`);
  }
}
