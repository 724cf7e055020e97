import { Migration } from '@mikro-orm/migrations';

/**
 * Tasks (a record type with its search text and sorts), activities on accounts and contacts with
 * a search text for the Timeline, and the accounts' owner and compliance calendar.
 */
export class Migration20261122162057_tasks extends Migration {
  override name = 'Migration20261122162057_tasks';

  override up(): void | Promise<void> {
    this.addSql(`create function tasks_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lower(' ' || concat_ws(E' \n ', new.title, new.notes));
      return new; end $$;`);
    this.addSql(`create function activities_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lower(' ' || concat_ws(E' \n ', new.title, new.description));
      return new; end $$;`);
    this.addSql(
      `create table "tasks" ("id" uuid not null, "title" varchar(200) not null, "due_date" date not null, "due_time" time(0) null, "assignee_id" uuid null, "priority" text not null default 'medium', "status" text not null default 'open', "completed_at" timestamptz null, "notes" text null, "lead_id" uuid null, "opportunity_id" uuid null, "account_id" uuid null, "contact_id" uuid null, "automatic" text null, "created_by" uuid null, "search_text" text not null default '', "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`create index "tasks_lead_id_index" on "tasks" ("lead_id");`);
    this.addSql(`create index "tasks_opportunity_id_index" on "tasks" ("opportunity_id");`);
    this.addSql(`create index "tasks_account_id_index" on "tasks" ("account_id");`);
    this.addSql(`create index "tasks_contact_id_index" on "tasks" ("contact_id");`);
    this.addSql(
      `create index "tasks_due_sort_index" on "tasks" ("due_date", coalesce("due_time", '24:00'::time), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "tasks_completed_sort_index" on "tasks" (coalesce("completed_at", '-infinity'::timestamptz), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "tasks_created_at_sort_index" on "tasks" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "tasks_search_text_trgm_index" on "tasks" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "tasks_assignee_due_index" on "tasks" ("assignee_id", "status", "due_date", coalesce("due_time", '24:00'::time), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "tasks_status_due_index" on "tasks" ("status", "due_date", coalesce("due_time", '24:00'::time), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create unique index "tasks_open_automatic_unique" on "tasks" ((coalesce("lead_id", "opportunity_id", "account_id", "contact_id")), "automatic") where "automatic" is not null and "status" = 'open' and "deleted_at" is null;`,
    );

    this.addSql(
      `alter table "accounts" add "owner_id" uuid null, add "registration_decision_date" date null, add "registration_expiry_date" date null, add "next_audit_date" date null, add "registration_groups" text[] not null default '{}';`,
    );
    this.addSql(
      `alter table "accounts" add constraint "accounts_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create index "accounts_owner_id_index" on "accounts" ("owner_id");`);
    this.addSql(
      `create index "accounts_registration_expiry_index" on "accounts" ("registration_expiry_date") where "deleted_at" is null;`,
    );

    this.addSql(
      `create index "leads_assigned_to_index" on "leads" ("assigned_to") where "deleted_at" is null and "status" not in ('closed_won', 'closed_lost');`,
    );

    this.addSql(`alter table "activities" drop constraint "activities_one_subject";`);
    this.addSql(`alter table "activities" drop constraint "activities_type_check";`);
    this.addSql(
      `alter table "activities" add "account_id" uuid null, add "contact_id" uuid null, add "search_text" text not null default '';`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `create index "activities_account_id_created_at_index" on "activities" ("account_id", "created_at");`,
    );
    this.addSql(
      `create index "activities_contact_id_created_at_index" on "activities" ("contact_id", "created_at");`,
    );
    this.addSql(`create index "activities_created_at_sort_index" on "activities" ("created_at", "id");`);
    this.addSql(
      `create index "activities_created_by_sort_index" on "activities" ("created_by", "created_at", "id");`,
    );
    this.addSql(
      `create index "activities_search_text_trgm_index" on "activities" using gin ("search_text" gin_trgm_ops);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_one_subject" check (num_nonnulls(lead_id, opportunity_id, account_id, contact_id) = 1);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment', 'stage_change', 'conversion', 'task_completed'));`,
    );
    this.addSql(
      `create trigger activities_search_text before insert or update of title, description on activities for each row execute function activities_search_text();`,
    );
    this.addSql(`update activities set search_text = lower(' ' || concat_ws(E' \n ', title, description));`);

    this.addSql(
      `alter table "tasks" add constraint "tasks_assignee_id_foreign" foreign key ("assignee_id") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_lead_id_foreign" foreign key ("lead_id") references "leads" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_opportunity_id_foreign" foreign key ("opportunity_id") references "opportunities" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_account_id_foreign" foreign key ("account_id") references "accounts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_contact_id_foreign" foreign key ("contact_id") references "contacts" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_one_subject" check (num_nonnulls(lead_id, opportunity_id, account_id, contact_id) = 1);`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_completed_when_done" check ((status = 'done') = (completed_at IS NOT NULL));`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_priority_check" check ("priority" in ('low', 'medium', 'high', 'urgent'));`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_status_check" check ("status" in ('open', 'done'));`,
    );
    this.addSql(
      `alter table "tasks" add constraint "tasks_automatic_check" check ("automatic" in ('follow_up', 'renewal_window', 'expiry_60_days', 'midterm_audit'));`,
    );
    this.addSql(
      `create trigger tasks_search_text before insert or update of title, notes on tasks for each row execute function tasks_search_text();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "tasks_search_text" on "tasks";`);
    this.addSql(`drop function if exists tasks_search_text();`);
    this.addSql(`drop table if exists "tasks" cascade;`);

    this.addSql(`alter table "accounts" drop constraint "accounts_owner_id_foreign";`);

    this.addSql(`alter table "activities" drop constraint "activities_account_id_foreign";`);
    this.addSql(`alter table "activities" drop constraint "activities_contact_id_foreign";`);

    this.addSql(`drop index "accounts_owner_id_index";`);
    this.addSql(`drop index "accounts_registration_expiry_index";`);
    this.addSql(
      `alter table "accounts" drop column "owner_id", drop column "registration_decision_date", drop column "registration_expiry_date", drop column "next_audit_date", drop column "registration_groups";`,
    );

    this.addSql(`drop index "activities_account_id_created_at_index";`);
    this.addSql(`drop index "activities_contact_id_created_at_index";`);
    this.addSql(`drop index "activities_created_at_sort_index";`);
    this.addSql(`drop index "activities_created_by_sort_index";`);
    this.addSql(`drop index "activities_search_text_trgm_index";`);
    this.addSql(`alter table "activities" drop constraint "activities_one_subject";`);
    this.addSql(`alter table "activities" drop constraint "activities_type_check";`);
    this.addSql(`drop trigger if exists "activities_search_text" on "activities";`);
    this.addSql(`drop function if exists activities_search_text();`);
    this.addSql(
      `alter table "activities" drop column "account_id", drop column "contact_id", drop column "search_text";`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_one_subject" check (num_nonnulls(lead_id, opportunity_id) = 1);`,
    );
    this.addSql(
      `alter table "activities" add constraint "activities_type_check" check ("type" in ('call', 'email', 'meeting', 'note', 'form_submission', 'assignment', 'stage_change', 'conversion'));`,
    );

    this.addSql(`drop index "leads_assigned_to_index";`);
  }
}
