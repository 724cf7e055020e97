import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { activitySubject, type ActivitySubject } from '../../shared/enums.ts';
import { todayIn } from '../../shared/quarters.ts';
import { crmBasePath } from '../../shared/routes.ts';
import type { Config } from '../config.ts';
import { SUBJECT_NAME_SQL, SUBJECT_TYPE_SQL } from '../features/records/subjects.ts';
import type { Mailer } from '../mail/mailer.ts';
import { taskDigestMail } from '../mail/templates.ts';
import { live } from '../db/entities/soft-delete.ts';

/** A person's digest of one day, as a mail job names it. */
export type TaskDigestJob = { kind: 'task-digest'; userId: string; day: string };

/** Tasks listed in one digest at most; the mail links to the rest. */
const DIGEST_LINES = 50;

/**
 * The mail job's id for a person's digest of a day: the same on every instance, so a second
 * digest run (another instance, a retry) queues nothing new (pg-boss skips a job id it has).
 */
export function digestJobId(userId: string, day: string): string {
  const hex = createHash('sha256').update(`task-digest:${userId}:${day}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The morning run: the day at `now` in the digest's time zone, and one mail job for each active
 * staff member with open tasks due that day or earlier.
 */
export async function queueTaskDigests(
  em: EntityManager,
  config: Pick<Config, 'taskDigest'>,
  send: (job: TaskDigestJob, options: { id: string }) => Promise<void>,
  now: Date,
): Promise<void> {
  const day = todayIn(config.taskDigest.timeZone, now);
  const people = await em.getConnection().execute<{ assignee_id: string }[]>(
    `select distinct t.assignee_id from tasks t join profiles p on p.id = t.assignee_id and p.status = 'active'
      where t.status = 'open' and ${live('t')} and t.due_date <= ?`,
    [day],
  );
  for (const { assignee_id: userId } of people)
    await send({ kind: 'task-digest', userId, day }, { id: digestJobId(userId, day) });
}

type DigestRow = { title: string; due_date: string; subject: ActivitySubject; subject_name: string | null };

/** Sends a person's digest: their open tasks due on the day or earlier, as they are when it is sent. */
export async function sendTaskDigest(
  { em, config, mailer }: { em: EntityManager; config: Pick<Config, 'appUrl' | 'firm'>; mailer: Mailer },
  { userId, day }: TaskDigestJob,
): Promise<void> {
  const connection = em.getConnection();
  const [user] = await connection.execute<{ email: string }[]>(
    `select u.email from users u join profiles p on p.id = u.id and p.status = 'active' where u.id = ?`,
    [userId],
  );
  if (!user) return;
  const tasks = await connection.execute<DigestRow[]>(
    `select r.title, r.due_date::text as due_date, ${SUBJECT_TYPE_SQL} as subject, ${SUBJECT_NAME_SQL} as subject_name
     from tasks r
     where r.assignee_id = ? and r.status = 'open' and ${live('r')} and r.due_date <= ?
     order by r.due_date, coalesce(r.due_time, '24:00'::time), r.id
     limit ?`,
    [userId, day, DIGEST_LINES],
  );
  if (tasks.length === 0) return;
  const lines = tasks.map((task) => ({
    title: task.title,
    dueDate: task.due_date,
    overdue: task.due_date < day,
    subject: `${activitySubject.label(task.subject)}: ${task.subject_name ?? 'Unnamed'}`,
  }));
  const link = new URL(`${crmBasePath}/activities`, config.appUrl).toString();
  await mailer.send(taskDigestMail(config.firm, user.email, day, lines, link));
}
