import { Migration } from '@mikro-orm/migrations';

/**
 * `planned_rows(query)`: the rows the planner expects `query` to return, from its EXPLAIN. A
 * list's total past EXACT_COUNT_LIMIT is this estimate, and with it the count is one statement
 * (records/list-query.ts `countRecords`) where it was the count and then an EXPLAIN: the second
 * round trip cost the server more CPU than the rest of the call's query work. The query runs
 * with the caller's rights and is only planned, never run; the server passes only SQL it built,
 * its values quoted by MikroORM.
 */
export class Migration20261128090000_planned_rows extends Migration {
  override name = 'Migration20261128090000_planned_rows';

  override up(): void | Promise<void> {
    this.addSql(`create or replace function planned_rows(query text) returns double precision
      language plpgsql volatile strict as $$
      declare plan json;
      begin
        execute 'explain (format json) ' || query into plan;
        return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
      end $$;`);
  }

  override down(): void | Promise<void> {
    this.addSql('drop function if exists planned_rows(text);');
  }
}
