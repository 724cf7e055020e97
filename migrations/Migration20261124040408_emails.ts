import { Migration } from '@mikro-orm/migrations';

/** The three templates a fresh install starts with (Settings › Email templates edits them). */
const starterTemplates = [
  {
    name: 'First reply to a website enquiry',
    subject: 'Your enquiry with {{firm.name}}',
    body:
      '<p>Hello {{contact.firstName}},</p>' +
      '<p>Thank you for your enquiry about {{lead.title}}. I would be glad to talk it through with you: when suits you for a short call this week?</p>' +
      '<p>In the meantime, you can reach us on {{firm.phone}} ({{firm.hours}}).</p>' +
      '<p>Kind regards,<br>{{me.firstName}} {{me.lastName}}<br>{{firm.name}}</p>',
  },
  {
    name: 'Proposal follow-up',
    subject: 'Following up on quote {{quote.number}}',
    body:
      '<p>Hello {{contact.firstName}},</p>' +
      '<p>I wanted to follow up on our proposal for {{account.name}}: quote {{quote.number}}, {{quote.total}} inc GST.</p>' +
      '<p>Do you have any questions about it, or would it help to go through the next steps together?</p>' +
      '<p>Kind regards,<br>{{me.firstName}} {{me.lastName}}<br>{{firm.name}}</p>',
  },
  {
    name: 'Audit preparation reminder',
    subject: 'Preparing for your audit: {{account.name}}',
    body:
      '<p>Hello {{contact.firstName}},</p>' +
      '<p>A reminder that your audit is coming up. To be ready, please check that:</p>' +
      '<ul><li><p>your policies and procedures are current and signed off;</p></li>' +
      '<li><p>staff screening checks and training records are up to date;</p></li>' +
      '<li><p>incident, complaint and risk registers are complete.</p></li></ul>' +
      '<p>Reply to this email or call {{firm.phone}} if you would like us to review anything before the auditor arrives.</p>' +
      '<p>Kind regards,<br>{{me.firstName}} {{me.lastName}}<br>{{firm.name}}</p>',
  },
];

/** Email from the CRM: messages, templates (with the starters) and an email's activities. */
export class Migration20261124040408_emails extends Migration {
  override name = 'Migration20261124040408_emails';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "email_templates" ("id" uuid not null, "name" varchar(100) not null, "subject" varchar(300) not null, "body" text not null, "created_by" uuid null, "search_text" text not null default '', "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(
      `create index "email_templates_name_sort_index" on "email_templates" (lower("name"), "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "email_templates_search_text_trgm_index" on "email_templates" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(
      `create table "emails" ("id" uuid not null, "status" text not null, "from_name" varchar(200) null, "from_address" varchar(254) not null, "to" text[] not null default '{}', "cc" text[] not null default '{}', "subject" varchar(300) not null, "html" text not null, "text" text not null, "message_id" varchar(998) not null, "in_reply_to" varchar(998) null, "attachments" jsonb not null default '[]', "failure_reason" text null, "sent_at" timestamptz null, "created_by" uuid null, "search_text" text not null default '', "deleted_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), primary key ("id"));`,
    );
    this.addSql(`alter table "emails" add constraint "emails_message_id_unique" unique ("message_id");`);
    this.addSql(
      `create index "emails_created_at_sort_index" on "emails" ("created_at", "id") where "deleted_at" is null;`,
    );
    this.addSql(
      `create index "emails_search_text_trgm_index" on "emails" using gin ("search_text" gin_trgm_ops) where "deleted_at" is null;`,
    );

    this.addSql(`alter table "activities" add "email_id" uuid null;`);
    this.addSql(
      `alter table "activities" add constraint "activities_email_id_foreign" foreign key ("email_id") references "emails" ("id") on delete cascade;`,
    );
    this.addSql(`create index "activities_email_id_index" on "activities" ("email_id");`);

    this.addSql(
      `alter table "email_templates" add constraint "email_templates_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(`create function email_templates_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lower(' ' || concat_ws(E' \\n ', new.name, new.subject));
      return new; end $$;`);
    this.addSql(
      `create trigger email_templates_search_text before insert or update on email_templates for each row execute function email_templates_search_text();`,
    );

    this.addSql(
      `alter table "emails" add constraint "emails_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "emails" add constraint "emails_status_check" check ("status" in ('queued', 'sent', 'failed', 'received'));`,
    );
    this.addSql(`create function emails_search_text() returns trigger language plpgsql as $$ begin
      new.search_text := lower(' ' || concat_ws(E' \\n ', new.subject, new.from_name, new.from_address, array_to_string(new."to", ' '), array_to_string(new.cc, ' ')));
      return new; end $$;`);
    this.addSql(
      `create trigger emails_search_text before insert or update on emails for each row execute function emails_search_text();`,
    );
    const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
    for (const { name, subject, body } of starterTemplates)
      this.addSql(
        `insert into "email_templates" ("id", "name", "subject", "body") values (gen_random_uuid(), ${literal(name)}, ${literal(subject)}, ${literal(body)});`,
      );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "activities" drop constraint "activities_email_id_foreign";`);

    this.addSql(`drop trigger if exists "email_templates_search_text" on "email_templates";`);
    this.addSql(`drop function if exists email_templates_search_text();`);
    this.addSql(`drop table if exists "email_templates" cascade;`);
    this.addSql(`drop trigger if exists "emails_search_text" on "emails";`);
    this.addSql(`drop function if exists emails_search_text();`);
    this.addSql(`drop table if exists "emails" cascade;`);

    this.addSql(`drop index "activities_email_id_index";`);
    this.addSql(`alter table "activities" drop column "email_id";`);
  }
}
