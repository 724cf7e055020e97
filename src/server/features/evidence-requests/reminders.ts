import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';
import { Account } from '../../db/entities/account.ts';
import { EvidenceRequest } from '../../db/entities/evidence-request.ts';
import { Task } from '../../db/entities/task.ts';
import type { SendMailOptions } from '../../jobs/jobs.ts';
import type { MailJob } from '../../jobs/mail-job.ts';
import { createRecord } from '../records/create-record.ts';

type SendMail = (job: MailJob, options: SendMailOptions) => Promise<void>;

/** A live request, sent, whose account is live and which still misses an item (none received, or rejected). */
const STILL_WAITING = `r.deleted_at is null and r.sent_at is not null
  and exists (select 1 from accounts a where a.id = r.account_id and a.deleted_at is null)
  and exists (select 1 from evidence_request_items i where i.request_id = r.id and i.status in ('requested', 'rejected'))`;

/** The reminders before the due date: the marker each sets, and how many days before it goes. */
const reminders = [
  // Checked first: a request whose week reminder was missed (sent late, or the job did not run) gets only this one.
  { days: 1, marks: ['day_reminder_for', 'week_reminder_for'] },
  { days: 7, marks: ['week_reminder_for'] },
] as const;

/**
 * Queues the reminders due `today`: each request still waiting gets its mail from `days` before
 * its due date until the due date, once per due date, unless it was sent on or after that day. The
 * marker and the queued mail are written in one transaction, and the update locks the row, so a
 * second run (another instance, a retry after a crash) queues none again. Answers how many.
 */
async function queueReminders(em: EntityManager, today: string, sendMail: SendMail): Promise<number> {
  let queued = 0;
  for (const { days, marks } of reminders) {
    queued += await em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: string; days_left: number }[]>(
        `update evidence_requests r set ${marks.map((mark) => `${mark} = r.due_date`).join(', ')}
          where ${STILL_WAITING}
            and r.${marks[0]} is distinct from r.due_date
            and r.due_date - ${days} <= ?::date and r.due_date >= ?::date
            and (r.sent_at at time zone '${BUSINESS_TIME_ZONE}')::date < r.due_date - ${days}
          returning r.id, r.due_date - ?::date as days_left`,
        [today, today, today],
      );
      for (const row of rows)
        await sendMail({ kind: 'evidence-reminder', requestId: row.id, daysLeft: row.days_left }, { tx });
      return rows.length;
    });
  }
  return queued;
}

/**
 * A task for the account's owner (or whoever made the request) for each request past its due
 * date `today` and still waiting: once per due date, marked in the same transaction under the
 * row's lock, made through the kit with its History. Answers how many.
 */
async function makeOverdueTasks(em: EntityManager, today: string): Promise<number> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: string }[]>(
      `update evidence_requests r set overdue_task_for = r.due_date
        where ${STILL_WAITING} and r.due_date < ?::date and r.overdue_task_for is distinct from r.due_date
        returning r.id`,
      [today],
    );
    if (rows.length === 0) return 0;
    const overdue = await tx.find(EvidenceRequest, { id: { $in: rows.map((row) => row.id) } });
    for (const request of overdue) {
      const account = await tx.findOneOrFail(Account, { id: request.account.id });
      createRecord(
        tx,
        Task,
        {
          title: `Evidence overdue: ${request.title}`.slice(0, 200),
          dueDate: today,
          account,
          assignee: account.owner ?? request.createdBy ?? null,
          priority: 'high',
          notes: `Evidence request due ${request.dueDate}: items are still missing. Call the contact, or send the request again with a new due date.`,
        },
        'schedule',
      );
    }
    await tx.flush();
    return overdue.length;
  });
}

/** The daily run: the reminders due `today`, then the overdue requests' tasks. */
export async function runEvidenceReminders(em: EntityManager, today: string, sendMail: SendMail) {
  const reminded = await queueReminders(em, today, sendMail);
  const tasks = await makeOverdueTasks(em, today);
  return { reminded, tasks };
}
