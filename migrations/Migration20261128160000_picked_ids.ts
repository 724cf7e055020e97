import { Migration } from '@mikro-orm/migrations';

/**
 * `picked_ids(query)`: the ids `query` returns, as an array. A searched list page picks its ids
 * by the search first (planned with its pattern at each call) and then reads its page by them
 * (a prepared statement); with this function the page's statement runs the search itself, so the
 * two are one round trip (records/list-query.ts `listRecords`) where they were two. The query runs
 * with the caller's rights; the server passes only SQL it built, its values quoted by MikroORM.
 */
export class Migration20261128160000_picked_ids extends Migration {
  override name = 'Migration20261128160000_picked_ids';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function picked_ids(query text) returns uuid[]
      language plpgsql stable strict as $$
      declare ids uuid[];
      begin
        execute 'select array(select id from (' || query || ') as picked)' into ids;
        return ids;
      end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop function if exists picked_ids(text);');
  }
}
