import { Migration } from '@mikro-orm/migrations';

export class Migration20261124040034_stored_files extends Migration {
  override name = 'Migration20261124040034_stored_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "stored_files" ("key" varchar(100) not null, "size" bigint not null, "created_at" timestamptz not null default now(), primary key ("key"));`,
    );

    this.addSql(
      `create table "stored_file_chunks" ("file_key" varchar(100) not null, "seq" int not null, "data" bytea not null, primary key ("file_key", "seq"));`,
    );

    this.addSql(
      `alter table "stored_file_chunks" add constraint "stored_file_chunks_file_key_foreign" foreign key ("file_key") references "stored_files" ("key") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "stored_file_chunks" drop constraint "stored_file_chunks_file_key_foreign";`);

    this.addSql(`drop table if exists "stored_files" cascade;`);
    this.addSql(`drop table if exists "stored_file_chunks" cascade;`);
  }
}
