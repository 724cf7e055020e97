import { Migration } from '@mikro-orm/migrations';

export class Migration20261121050254_initial extends Migration {
  override name = 'Migration20261121050254_initial';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_meta" ("key" varchar(100) not null, "value" text not null, "updated_at" timestamptz not null, primary key ("key"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_meta" cascade;`);
  }
}
