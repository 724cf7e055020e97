import { Migration } from '@mikro-orm/migrations';

/**
 * Every `search_text` column keeps 200 histogram entries in its statistics, not PostgreSQL's 100.
 * The planner guesses a search's rows by trying its `like` on those entries, so with 100 one
 * entry that holds the pattern means 1% of the table: enough to walk the list's sort index
 * with the search as a filter, which for a search with fewer rows than a page reads the whole
 * table (the rare search at 100,000 leads: 20 instead of 1,000 a second). At 100,000 leads one
 * analyse in five gave one of three number searches such a plan; with 200 entries, none in sixty
 * (one entry is then 0.5%, under what picks the walk). Each search's planning reads twice the
 * entries: 0.01-0.06 ms more a statement. A later table's `search_text` must set it too
 * (`record-lists.test.ts` checks every one). README: "A search's statistics".
 */
export class Migration20261127233000_search_text_statistics extends Migration {
  override name = 'Migration20261127233000_search_text_statistics';

  override up(): void | Promise<void> {
    this.addSql(
      searchTextColumns(
        'alter table %I alter column search_text set statistics 200; analyze %I (search_text)',
      ),
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      searchTextColumns(
        'alter table %I alter column search_text set statistics -1; analyze %I (search_text)',
      ),
    );
  }
}

/** Runs `statement` (its `%I`s the table) for each table of the current schema with a `search_text` column. */
function searchTextColumns(statement: string): string {
  return `do $$
    declare search_table name;
    begin
      for search_table in
        select c.relname from pg_attribute a
          join pg_class c on c.oid = a.attrelid
          join pg_namespace n on n.oid = c.relnamespace
         where a.attname = 'search_text' and not a.attisdropped and c.relkind = 'r'
           and n.nspname = current_schema()
      loop
        execute format('${statement}', search_table, search_table);
      end loop;
    end $$;`;
}
