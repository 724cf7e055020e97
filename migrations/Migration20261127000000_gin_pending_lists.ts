import { Migration } from '@mikro-orm/migrations';

/**
 * Every GIN index of the schema (the trigram searches, the digits of phone numbers and ABNs)
 * keeps at most 256 kB of new rows in its pending list, not PostgreSQL's 4 MB: every search
 * reads the whole list, and autovacuum empties it only after a fifth of the table in new rows,
 * so a CRM taking leads all day searched with a full list (a rare search at 100,000 leads 6.4 ms
 * against 3.0; README: "The trigram indexes' pending lists"). A storage parameter of each index,
 * so it holds whoever writes (the server, an import, a script) and through any connection pooler.
 * A later migration's GIN index sets it too (`record-lists.test.ts` checks every one).
 */
export class Migration20261127000000_gin_pending_lists extends Migration {
  override name = 'Migration20261127000000_gin_pending_lists';

  override up(): void | Promise<void> {
    this.addSql(ginIndexes('set (gin_pending_list_limit = 256)'));
  }

  override down(): void | Promise<void> {
    this.addSql(ginIndexes('reset (gin_pending_list_limit)'));
  }
}

/** `alter index <each GIN index of the current schema> <change>`. */
function ginIndexes(change: string): string {
  return `do $$
    declare gin_index regclass;
    begin
      for gin_index in
        select c.oid::regclass from pg_class c
          join pg_am am on am.oid = c.relam
          join pg_namespace n on n.oid = c.relnamespace
         where am.amname = 'gin' and c.relkind = 'i' and n.nspname = current_schema()
      loop
        execute format('alter index %s ${change}', gin_index);
      end loop;
    end $$;`;
}
