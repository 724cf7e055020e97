import { Migration } from '@mikro-orm/migrations';

/**
 * An import's file in pieces of 512 KiB (`import_chunks`, in order by `seq`) instead of one bytea
 * in `imports.file`, so the upload and the job hold one piece in memory, never the whole file.
 * The files already uploaded are cut into pieces of the same size.
 */
export class Migration20261123215618_import_chunks extends Migration {
  override name = 'Migration20261123215618_import_chunks';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_chunks" ("import_id" uuid not null, "seq" int not null, "data" bytea not null, primary key ("import_id", "seq"));`,
    );
    this.addSql(
      `alter table "import_chunks" add constraint "import_chunks_import_id_foreign" foreign key ("import_id") references "imports" ("id") on delete cascade;`,
    );
    this.addSql(`insert into "import_chunks" ("import_id", "seq", "data")
      select i.id, s.seq, substring(i.file from s.seq * 524288 + 1 for 524288)
        from "imports" i, generate_series(0, greatest(length(i.file) - 1, 0) / 524288) as s(seq);`);
    this.addSql(`alter table "imports" drop column "file";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "imports" add "file" bytea not null default '';`);
    this.addSql(`update "imports" i set "file" = coalesce(
      (select string_agg(c.data, '' order by c.seq) from "import_chunks" c where c.import_id = i.id), '');`);
    this.addSql(`alter table "imports" alter column "file" drop default;`);
    this.addSql(`drop table if exists "import_chunks" cascade;`);
  }
}
