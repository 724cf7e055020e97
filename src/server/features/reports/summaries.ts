import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Folds each key's rows of the reports' day summaries into one (migration `report_summaries`:
 * every write appends its own rows). One statement per table: the rows it reads are deleted and
 * their sums written back atomically; rows appended meanwhile are not in its snapshot and stay.
 */
export async function foldReportSummaries(em: EntityManager): Promise<void> {
  const connection = em.getConnection();
  await connection.execute(
    `with folded as (delete from report_lead_days returning day, source, owner_id, leads, converted, won)
     insert into report_lead_days (day, source, owner_id, leads, converted, won)
     select day, source, owner_id, sum(leads), sum(converted), sum(won) from folded
      group by day, source, owner_id
     having sum(leads) <> 0 or sum(converted) <> 0 or sum(won) <> 0`,
  );
  await connection.execute(
    `with folded as (delete from report_activity_days returning day, person_id, calls, meetings, emails, tasks_done)
     insert into report_activity_days (day, person_id, calls, meetings, emails, tasks_done)
     select day, person_id, sum(calls), sum(meetings), sum(emails), sum(tasks_done) from folded
      group by day, person_id
     having sum(calls) <> 0 or sum(meetings) <> 0 or sum(emails) <> 0 or sum(tasks_done) <> 0`,
  );
}
