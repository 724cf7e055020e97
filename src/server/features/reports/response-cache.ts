import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The response-time report's figures, reused while exact (migration `report_cache`): stored with
 * the snapshot they were read in, and trusted while no statement on leads has committed outside
 * that snapshot. Its percentiles cost a sort of every lead in the range, so a manager's second
 * look, or a colleague's, reads the stored figures instead; any lead write makes the next look
 * compute them again. Everything lives in PostgreSQL, so every instance shares it.
 */

type Connection = ReturnType<EntityManager['getConnection']>;

/** The columns of a stored figure row (the `figures` query's columns). */
const FIGURE_COLUMNS = 'kind text, key text, leads int, answered int, median numeric, p90 numeric';

/** Stored figures still exact: read after the cleanup's horizon, and no lead change committed since. */
const CURRENT = `pg_snapshot_xmin(r.snapshot) >= (select xact from report_cache.horizon)
  and not exists (select 1 from report_cache.lead_changes c
                   where c.xact >= pg_snapshot_xmin(r.snapshot) and not pg_visible_in_snapshot(c.xact, r.snapshot))`;

/**
 * The figures of `key`: the stored ones when current, else `figures` (a query over leads with
 * `params`) computed and stored with the snapshot it read, in one statement. `named` selects the
 * answer's rows from `timed` (the figures), so names are read fresh either way.
 */
export async function reusedFigures<Row>(
  connection: Connection,
  key: string,
  figures: string,
  params: unknown[],
  named: string,
): Promise<Row[]> {
  const answer = `select coalesce(jsonb_agg(named), '[]') as rows from (${named}) as named`;
  const stored = await connection.execute<{ rows: Row[] }[]>(
    `select (with timed as (select * from jsonb_to_recordset(r.figures) as f (${FIGURE_COLUMNS})) ${answer}) as rows
       from report_cache.response_times r
      where r.key = ? and ${CURRENT}`,
    [key],
  );
  if (stored[0]) return stored[0].rows;
  const computed = await connection.execute<{ rows: Row[] }[]>(
    `with timed as (${figures}),
          stored as (insert into report_cache.response_times (key, snapshot, figures)
                     select ?, pg_current_snapshot(), coalesce(jsonb_agg(timed), '[]') from timed
                     on conflict (key) do update set snapshot = excluded.snapshot, figures = excluded.figures)
     ${answer}`,
    [...params, key],
  );
  return computed[0]!.rows;
}

/**
 * Moves the horizon to the oldest transaction still running: the changes of transactions before
 * it are seen by every snapshot taken from now on, so they are deleted, with the figures read in
 * older snapshots (which those changes could have put out of date). One statement, so a report
 * reads either the old horizon with every change or the new one without them. Run by the cleanup job.
 */
export async function trimReportCache(em: EntityManager): Promise<void> {
  await em.getConnection().execute(
    `with horizon as (update report_cache.horizon set xact = pg_snapshot_xmin(pg_current_snapshot()) returning xact),
          changes as (delete from report_cache.lead_changes where xact < (select xact from horizon))
     delete from report_cache.response_times where pg_snapshot_xmin(snapshot) < (select xact from horizon)`,
  );
}
