import { Migration } from '@mikro-orm/migrations';

export class Migration20261124004841_audit_actor extends Migration {
  override name = 'Migration20261124004841_audit_actor';

  override up(): void | Promise<void> {
    this.addSql(`alter table "audit_log" add "actor" text null;`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_actor_check" check ("actor" in ('website', 'import'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint "audit_log_actor_check";`);
    this.addSql(`alter table "audit_log" drop column "actor";`);
  }
}
