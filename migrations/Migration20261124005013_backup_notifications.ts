import { Migration } from '@mikro-orm/migrations';

export class Migration20261124005013_backup_notifications extends Migration {
  override name = 'Migration20261124005013_backup_notifications';

  override up(): void | Promise<void> {
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_one_subject";`);
    this.addSql(`alter table "notifications" add "detail" text null;`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('task_assigned', 'mention', 'enquiry_routed', 'backup_failed'));`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_one_subject" check (num_nonnulls(task_id, activity_id) = case when kind = 'backup_failed' then 0 else 1 end);`,
    );
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore', 'merge', 'download'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_action_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_action_check" check ("action" in ('create', 'update', 'delete', 'restore', 'merge'));`,
    );
    this.addSql(`alter table "notifications" drop constraint "notifications_one_subject";`);
    this.addSql(`alter table "notifications" drop constraint "notifications_kind_check";`);
    this.addSql(`alter table "notifications" drop column "detail";`);
    this.addSql(
      `alter table "notifications" add constraint "notifications_one_subject" check (num_nonnulls(task_id, activity_id) = 1);`,
    );
    this.addSql(
      `alter table "notifications" add constraint "notifications_kind_check" check ("kind" in ('task_assigned', 'mention', 'enquiry_routed'));`,
    );
  }
}
