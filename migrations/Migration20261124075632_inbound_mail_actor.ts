import { Migration } from '@mikro-orm/migrations';

export class Migration20261124075632_inbound_mail_actor extends Migration {
  override name = 'Migration20261124075632_inbound_mail_actor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_actor_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_check" check ("actor" in ('website', 'import', 'schedule', 'mail', 'retention'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_actor_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_check" check ("actor" in ('website', 'import', 'schedule', 'retention'));`,
    );
  }
}
