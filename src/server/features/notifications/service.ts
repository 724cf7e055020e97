import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivitySubject } from '../../../shared/enums.ts';
import type { Activity } from '../../db/entities/activity.ts';
import { Notification } from '../../db/entities/notification.ts';
import type { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';
import type { RecordContext } from '../records/record-type.ts';
import { SUBJECT_ID_SQL, SUBJECT_TYPE_SQL } from '../records/subjects.ts';
import { live } from '../../db/entities/soft-delete.ts';

/** Items the bell shows at most; older ones stay in the table. */
const BELL_ITEMS = 20;

/** Tells the task's assignee when someone else gave it to them, in the caller's unit of work. */
export function notifyAssignment(tx: EntityManager, task: Task, by: User) {
  const assignee = task.assignee;
  if (!assignee || assignee.id === by.id) return;
  tx.create(Notification, { user: assignee, kind: 'task_assigned', task, actor: by });
}

/** '@priya' or '@priya.nair' (any case, not inside an email address) in a text: the names it mentions, lowercased. */
export function mentionedNames(text: string): string[] {
  const names = [...text.matchAll(/(?<![\p{L}\p{N}._-])@(\p{L}[\p{L}'-]*(?:[._]\p{L}[\p{L}'-]*)?)/gu)].map(
    (match) => (match[1] ?? '').toLowerCase().replace('_', '.'),
  );
  return [...new Set(names)];
}

/**
 * Tells each active staff member an activity mentions ('@first' or '@first.last', ignoring
 * case) that it does, except its author; in the caller's unit of work.
 */
export async function notifyMentions(tx: EntityManager, activity: Activity, by: User) {
  const names = mentionedNames(`${activity.title}\n${activity.description ?? ''}`);
  if (names.length === 0) return;
  const list = names.map(() => '?').join(', ');
  const people = await tx.getConnection().execute<{ id: string }[]>(
    `select p.id from profiles p where p.status = 'active' and p.id <> ?
       and (lower(p.first_name) in (${list}) or lower(p.first_name || '.' || p.last_name) in (${list}))`,
    [by.id, ...names, ...names],
  );
  for (const { id } of people) tx.create(Notification, { user: id, kind: 'mention', activity, actor: by });
}

type BellRow = {
  id: string;
  kind: Notification['kind'];
  read_at: Date | null;
  created_at: Date;
  actor_name: string | null;
  task_id: string | null;
  title: string | null;
  detail: string | null;
  subject: ActivitySubject | null;
  subject_id: string | null;
};

/** The signed-in person's newest notifications and how many are unread. */
export async function listNotifications({ em, user }: RecordContext) {
  const connection = em.getConnection();
  const rows = await connection.execute<BellRow[]>(
    `select n.id, n.kind, n.read_at, n.created_at, n.task_id, n.detail,
       (select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = n.actor_id) as actor_name,
       coalesce(t.title, r.title) as title,
       case when r.id is null then null else ${SUBJECT_TYPE_SQL} end as subject,
       ${SUBJECT_ID_SQL} as subject_id
     from notifications n
     left join tasks t on t.id = n.task_id
     left join activities r on r.id = n.activity_id
     where n.user_id = ? and (t.id is null or ${live('t')})
     order by n.created_at desc, n.id desc
     limit ?`,
    [user.id, BELL_ITEMS],
  );
  const [unread] = await connection.execute<{ count: number }[]>(
    'select count(*)::int as count from notifications where user_id = ? and read_at is null',
    [user.id],
  );
  return {
    unread: unread?.count ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      read: row.read_at !== null,
      createdAt: new Date(row.created_at),
      actorName: row.actor_name,
      title: row.title ?? '',
      detail: row.detail,
      taskId: row.task_id,
      subject: row.subject,
      subjectId: row.subject_id,
    })),
  };
}

/** Marks one of the signed-in person's notifications read, or all of them. */
export async function markNotificationsRead({ em, user }: RecordContext, id: string | null) {
  await em
    .getConnection()
    .execute(
      `update notifications set read_at = now() where user_id = ? and read_at is null${id ? ' and id = ?' : ''}`,
      id ? [user.id, id] : [user.id],
    );
  return { ok: true };
}
