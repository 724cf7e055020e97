import { Migration } from '@mikro-orm/migrations';

export class Migration20261124072920_evidence_uploads_reminders extends Migration {
  override name = 'Migration20261124072920_evidence_uploads_reminders';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "evidence_requests" add "week_reminder_for" date null, add "day_reminder_for" date null, add "overdue_task_for" date null;`,
    );

    this.addSql(`alter table "documents" add "evidence_item_id" uuid null;`);
    this.addSql(
      `alter table "documents" add constraint "documents_evidence_item_id_foreign" foreign key ("evidence_item_id") references "evidence_request_items" ("id") on delete set null;`,
    );
    this.addSql(`create index "documents_evidence_item_id_index" on "documents" ("evidence_item_id");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "documents" drop constraint "documents_evidence_item_id_foreign";`);

    this.addSql(`drop index "documents_evidence_item_id_index";`);
    this.addSql(`alter table "documents" drop column "evidence_item_id";`);

    this.addSql(
      `alter table "evidence_requests" drop column "week_reminder_for", drop column "day_reminder_for", drop column "overdue_task_for";`,
    );
  }
}
