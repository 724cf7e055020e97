import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130217_search_text extends Migration {
  override name = 'Migration20261122130217_search_text';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lead_totals" ("slot" smallint not null, "status" text not null, "priority" text not null, "high_score" boolean not null, "leads" int not null default 0, "pipeline_value" numeric(17,2) not null default 0, primary key ("slot", "status", "priority", "high_score"));`,
    );

    this.addSql(`drop index "accounts_business_name_trgm_index";`);
    this.addSql(`drop index "accounts_industry_trgm_index";`);
    this.addSql(`drop index "accounts_legal_name_trgm_index";`);
    this.addSql(`drop index "accounts_name_index";`);
    this.addSql(`drop index "accounts_name_trgm_index";`);
    this.addSql(`alter table "accounts" add "search_text" text not null default '';`);
    this.addSql(
      `create index "accounts_name_sort_index" on "accounts" ("name", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "accounts_created_at_sort_index" on "accounts" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "accounts_search_text_trgm_index" on "accounts" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "accounts_name_lower_index" on "accounts" (lower("name")) where "deleted_at" is null;`,
    );

    this.addSql(`drop index "contacts_department_trgm_index";`);
    this.addSql(`drop index "contacts_email_trgm_index";`);
    this.addSql(`drop index "contacts_first_name_last_name_index";`);
    this.addSql(`drop index "contacts_first_name_trgm_index";`);
    this.addSql(`drop index "contacts_last_name_trgm_index";`);
    this.addSql(`drop index "contacts_position_trgm_index";`);
    this.addSql(`alter table "contacts" add "search_text" text not null default '';`);
    this.addSql(
      `create index "contacts_first_name_sort_index" on "contacts" ("first_name", "last_name", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "contacts_last_name_sort_index" on "contacts" ("last_name", "first_name", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "contacts_created_at_sort_index" on "contacts" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "contacts_search_text_trgm_index" on "contacts" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(`drop index "leads_created_at_index";`);
    this.addSql(`drop index "leads_description_trgm_index";`);
    this.addSql(`drop index "leads_title_trgm_index";`);
    this.addSql(`alter table "leads" add "search_text" text not null default '';`);
    this.addSql(
      `create index "leads_created_at_sort_index" on "leads" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "leads_title_sort_index" on "leads" ("title", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "leads_estimated_value_sort_index" on "leads" (coalesce("estimated_value", -1), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "leads_expected_close_date_sort_index" on "leads" (coalesce("expected_close_date", 'infinity'::date), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "leads_lead_score_sort_index" on "leads" (coalesce("lead_score", -1), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "leads_search_text_trgm_index" on "leads" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(
      `alter table "lead_totals" add constraint "lead_totals_status_check" check ("status" in ('new', 'contacted', 'qualified', 'proposal_sent', 'negotiation', 'closed_won', 'closed_lost'));`,
    );
    this.addSql(
      `alter table "lead_totals" add constraint "lead_totals_priority_check" check ("priority" in ('low', 'medium', 'high', 'urgent'));`,
    );

    // Search text: lowercased, each field after a space and fields apart by ' \n ' (a search is
    // trimmed and holds no line break, so a match never spans two fields, and a 1-2 character
    // search can match the start of a word as '% te%'). Written by triggers in the same
    // transaction as any change to a record or to the names it shows.
    this
      .addSql(`create function account_search_text(text, text, text, text) returns text language sql immutable
      as $$ select lower(' ' || concat_ws(E' \n ', $1, $2, $3, $4)) $$;`);
    this
      .addSql(`create function contact_search_text(text, text, text, text, text, uuid) returns text language sql stable
      as $$ select lower(' ' || concat_ws(E' \n ', concat_ws(' ', $1, $2), $3, $4, $5,
        (select a.name from accounts a where a.id = $6 and a.deleted_at is null))) $$;`);
    this.addSql(`create function lead_search_text(text, text, uuid, uuid) returns text language sql stable
      as $$ select lower(' ' || concat_ws(E' \n ', $1, $2,
        (select a.name from accounts a where a.id = $3),
        (select concat_ws(' ', c.first_name, c.last_name) from contacts c where c.id = $4))) $$;`);

    this.addSql(`create function accounts_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := account_search_text(new.name, new.legal_name, new.business_name, new.industry);
      return new; end $$;`);
    this
      .addSql(`create trigger accounts_search_text before insert or update of name, legal_name, business_name, industry
      on accounts for each row execute function accounts_search_text();`);
    this.addSql(`create function contacts_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := contact_search_text(new.first_name, new.last_name, new.email, new.position, new.department, new.account_id);
      return new; end $$;`);
    this
      .addSql(`create trigger contacts_search_text before insert or update of first_name, last_name, email, position, department, account_id
      on contacts for each row execute function contacts_search_text();`);
    this.addSql(`create function leads_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lead_search_text(new.title, new.description, new.account_id, new.contact_id);
      return new; end $$;`);
    this
      .addSql(`create trigger leads_search_text before insert or update of title, description, account_id, contact_id
      on leads for each row execute function leads_search_text();`);

    // A renamed (or deleted or restored) account, a renamed contact: the records showing the name follow.
    this.addSql(`create function accounts_spread_search_text() returns trigger language plpgsql as $$ begin
      update contacts set search_text = contact_search_text(first_name, last_name, email, position, department, account_id)
        where account_id = new.id;
      if old.name is distinct from new.name then
        update leads set search_text = lead_search_text(title, description, account_id, contact_id) where account_id = new.id;
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

    this.addSql(
      `update accounts set search_text = account_search_text(name, legal_name, business_name, industry);`,
    );
    this.addSql(
      `update contacts set search_text = contact_search_text(first_name, last_name, email, position, department, account_id);`,
    );
    this.addSql(
      `update leads set search_text = lead_search_text(title, description, account_id, contact_id);`,
    );

    // Lead totals (entities/lead-total.ts): each statement on leads adds the live rows it made and
    // takes away the live rows it changed or removed, per status, priority and high score (above 75,
    // the dashboard's HIGH_SCORE_THRESHOLD), into one slot of 16 picked at random.
    this.addSql(`create function lead_totals_change(smallint, text, text, boolean, bigint, numeric)
      returns void language sql as $$
      insert into lead_totals as t (slot, status, priority, high_score, leads, pipeline_value)
      values ($1, $2, $3, $4, $5, $6)
      on conflict (slot, status, priority, high_score)
      do update set leads = t.leads + excluded.leads, pipeline_value = t.pipeline_value + excluded.pipeline_value $$;`);
    for (const [event, body] of [
      [
        'insert',
        `select 1, status, priority, lead_score, estimated_value from new_rows where deleted_at is null`,
      ],
      [
        'delete',
        `select -1, status, priority, lead_score, estimated_value from old_rows where deleted_at is null`,
      ],
      [
        'update',
        `select 1, status, priority, lead_score, estimated_value from new_rows where deleted_at is null
         union all select -1, status, priority, lead_score, estimated_value from old_rows where deleted_at is null`,
      ],
    ]) {
      this.addSql(`create function lead_totals_${event}() returns trigger language plpgsql as $$
        declare slot smallint := floor(random() * 16);
        begin
          perform lead_totals_change(slot, status, priority, high_score, sum(delta), sum(delta * coalesce(estimated_value, 0)))
          from (select c.*, coalesce(c.lead_score, 0) > 75 as high_score
                  from (${body}) as c (delta, status, priority, lead_score, estimated_value)) changes
          group by status, priority, high_score
          having sum(delta) <> 0 or sum(delta * coalesce(estimated_value, 0)) <> 0;
          return null;
        end $$;`);
      this.addSql(`create trigger lead_totals_${event} after ${event} on leads
        referencing ${event === 'insert' ? 'new table as new_rows' : event === 'delete' ? 'old table as old_rows' : 'old table as old_rows new table as new_rows'}
        for each statement execute function lead_totals_${event}();`);
    }
    this.addSql(`insert into lead_totals (slot, status, priority, high_score, leads, pipeline_value)
      select 0, status, priority, coalesce(lead_score, 0) > 75, count(*), coalesce(sum(estimated_value), 0)
      from leads where deleted_at is null group by status, priority, coalesce(lead_score, 0) > 75;`);
  }

  override down(): void | Promise<void> {
    for (const name of ['insert', 'update', 'delete']) {
      this.addSql(`drop trigger lead_totals_${name} on leads;`);
      this.addSql(`drop function lead_totals_${name}();`);
    }
    this.addSql(`drop function lead_totals_change(smallint, text, text, boolean, bigint, numeric);`);
    this.addSql(`drop trigger contacts_spread_search_text on contacts;`);
    this.addSql(`drop function contacts_spread_search_text();`);
    this.addSql(`drop trigger accounts_spread_search_text on accounts;`);
    this.addSql(`drop function accounts_spread_search_text();`);
    for (const table of ['leads', 'contacts', 'accounts']) {
      this.addSql(`drop trigger ${table}_search_text on ${table};`);
      this.addSql(`drop function ${table}_search_text();`);
    }
    this.addSql(`drop function lead_search_text(text, text, uuid, uuid);`);
    this.addSql(`drop function contact_search_text(text, text, text, text, text, uuid);`);
    this.addSql(`drop function account_search_text(text, text, text, text);`);
    this.addSql(`drop table if exists "lead_totals" cascade;`);

    this.addSql(`drop index "accounts_name_sort_index";`);
    this.addSql(`drop index "accounts_created_at_sort_index";`);
    this.addSql(`drop index "accounts_search_text_trgm_index";`);
    this.addSql(`drop index "accounts_name_lower_index";`);
    this.addSql(`alter table "accounts" drop column "search_text";`);
    this.addSql(
      `create index "accounts_business_name_trgm_index" on "accounts" using gin ("business_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "accounts_industry_trgm_index" on "accounts" using gin ("industry" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "accounts_legal_name_trgm_index" on "accounts" using gin ("legal_name" gin_trgm_ops);`,
    );
    this.addSql(`create index "accounts_name_index" on "accounts" ("name");`);
    this.addSql(`create index "accounts_name_trgm_index" on "accounts" using gin ("name" gin_trgm_ops);`);

    this.addSql(`drop index "contacts_first_name_sort_index";`);
    this.addSql(`drop index "contacts_last_name_sort_index";`);
    this.addSql(`drop index "contacts_created_at_sort_index";`);
    this.addSql(`drop index "contacts_search_text_trgm_index";`);
    this.addSql(`alter table "contacts" drop column "search_text";`);
    this.addSql(
      `create index "contacts_department_trgm_index" on "contacts" using gin ("department" gin_trgm_ops);`,
    );
    this.addSql(`create index "contacts_email_trgm_index" on "contacts" using gin ("email" gin_trgm_ops);`);
    this.addSql(
      `create index "contacts_first_name_last_name_index" on "contacts" ("first_name", "last_name");`,
    );
    this.addSql(
      `create index "contacts_first_name_trgm_index" on "contacts" using gin ("first_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contacts_last_name_trgm_index" on "contacts" using gin ("last_name" gin_trgm_ops);`,
    );
    this.addSql(
      `create index "contacts_position_trgm_index" on "contacts" using gin ("position" gin_trgm_ops);`,
    );

    this.addSql(`drop index "leads_created_at_sort_index";`);
    this.addSql(`drop index "leads_title_sort_index";`);
    this.addSql(`drop index "leads_estimated_value_sort_index";`);
    this.addSql(`drop index "leads_expected_close_date_sort_index";`);
    this.addSql(`drop index "leads_lead_score_sort_index";`);
    this.addSql(`drop index "leads_search_text_trgm_index";`);
    this.addSql(`alter table "leads" drop column "search_text";`);
    this.addSql(`create index "leads_created_at_index" on "leads" ("created_at");`);
    this.addSql(
      `create index "leads_description_trgm_index" on "leads" using gin ("description" gin_trgm_ops);`,
    );
    this.addSql(`create index "leads_title_trgm_index" on "leads" using gin ("title" gin_trgm_ops);`);
  }
}
