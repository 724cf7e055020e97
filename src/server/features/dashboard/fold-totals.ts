import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Folds each key's rows of the dashboard's lead totals into one (migration `lead_totals_append`:
 * every statement on leads appends its own). One statement: the rows it reads are deleted and
 * their sums written back atomically; rows appended meanwhile are not in its snapshot and stay.
 */
export async function foldLeadTotals(em: EntityManager): Promise<void> {
  await em.getConnection().execute(
    `with folded as (delete from lead_totals returning status, priority, high_score, leads, pipeline_value)
     insert into lead_totals (status, priority, high_score, leads, pipeline_value)
     select status, priority, high_score, sum(leads), sum(pipeline_value) from folded
      group by status, priority, high_score
     having sum(leads) <> 0 or sum(pipeline_value) <> 0`,
  );
}
