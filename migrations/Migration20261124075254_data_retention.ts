import { Migration } from '@mikro-orm/migrations';

export class Migration20261124075254_data_retention extends Migration {
  override name = 'Migration20261124075254_data_retention';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "retention_settings" ("id" int not null, "unconverted_lead_months" int not null, "website_enquiry_months" int not null, "closed_lost_months" int not null, "updated_by" uuid null, "updated_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(`alter table "audit_log" drop constraint "audit_log_actor_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_check" check ("actor" in ('website', 'import', 'schedule', 'retention'));`,
    );

    this.addSql(
      `alter table "retention_settings" add constraint "retention_settings_updated_by_foreign" foreign key ("updated_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "retention_settings" add constraint "retention_settings_one_row" check (id = 1);`,
    );
    this.addSql(
      `alter table "retention_settings" add constraint "retention_settings_months" check (((unconverted_lead_months >= 1) AND (unconverted_lead_months <= 600)) AND ((website_enquiry_months >= 1) AND (website_enquiry_months <= 600)) AND ((closed_lost_months >= 1) AND (closed_lost_months <= 600)));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "retention_settings" cascade;`);

    this.addSql(`alter table "audit_log" drop constraint "audit_log_actor_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_check" check ("actor" in ('website', 'import', 'schedule'));`,
    );
  }
}
