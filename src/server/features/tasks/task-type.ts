import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { complianceTasks, type Priority, type TaskStatus } from '../../../shared/enums.ts';
import { whereBetweenDays } from '../records/day-range.ts';
import type { TaskListInput, TaskValues } from '../../../shared/schemas/task.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';
import { shareLocked } from '../records/parties.ts';
import { chosenStaff, staffNameColumn } from '../records/staff.ts';
import { notifyAssignment } from '../notifications/service.ts';
import { ascending, descending, newestFirst } from '../records/list-query.ts';
import type { ListQuery, ListRow, RecordList, RecordType } from '../records/record-type.ts';
import {
  liveTarget,
  noSubject,
  onSubject,
  subjectColumns,
  type SubjectColumns,
} from '../records/subjects.ts';

/** The columns a task list reads besides its own: the record it is on and the assignee's name. */
type TaskColumns = SubjectColumns & { linked_assignee_id: string | null; assignee_name: string | null };

/** A task as lists, My day and its detail show it. */
export function toTaskRow(row: ListRow<Task, TaskColumns>) {
  const chosen: { priority: Priority; status: TaskStatus } = row;
  return {
    id: row.id,
    title: row.title,
    dueDate: row.dueDate,
    dueTime: row.dueTime ? row.dueTime.slice(0, 5) : null,
    priority: chosen.priority,
    status: chosen.status,
    completedAt: row.completedAt ?? null,
    notes: row.notes ?? null,
    assigneeId: row.linked_assignee_id,
    assigneeName: row.assignee_name,
    subject: row.subject,
    subjectId: row.subject_id,
    subjectName: row.subject_name,
    automatic: row.automatic ?? null,
    createdAt: row.createdAt,
  };
}
export type TaskRow = ReturnType<typeof toTaskRow>;

function selectTask(qb: ListQuery<Task>) {
  return qb.select([
    ...subjectColumns,
    raw('r.assignee_id as linked_assignee_id'),
    staffNameColumn('assignee_id', 'assignee_name'),
  ]);
}

/** The Tasks view's groups, by the due date in the firm's time zone; done tasks by themselves. */
function dueFilter(qb: ListQuery<Task>, due: NonNullable<TaskListInput['due']>, today: string) {
  if (due === 'done') return qb.andWhere({ status: 'done' });
  qb.andWhere({ status: 'open' });
  if (due === 'overdue') return qb.andWhere({ dueDate: { $lt: today } });
  if (due === 'today') return qb.andWhere({ dueDate: today });
  return qb.andWhere({ dueDate: { $gt: today } });
}

const taskList: RecordList<Task, TaskRow, TaskListInput, TaskColumns> = {
  query: (qb, _em, input) => {
    const { assigneeId, subject, subjectId, status, due, from, to } = input;
    selectTask(qb);
    if (assigneeId) qb.andWhere({ assignee: assigneeId });
    if (status) qb.andWhere({ status });
    if (subject) qb.andWhere(...onSubject(subject, subjectId));
    if (due) dueFilter(qb, due, businessToday());
    if (from) qb.andWhere({ dueDate: { $gte: from } });
    if (to) qb.andWhere({ dueDate: { $lte: to } });
    whereBetweenDays(qb, 'r.completed_at', input.completedFrom, input.completedTo);
    if (input.compliance) qb.andWhere({ automatic: { $in: [...complianceTasks] } });
  },
  sorts: {
    due: ascending('r.due_date', "coalesce(r.due_time, '24:00'::time)"),
    completed: descending("coalesce(r.completed_at, '-infinity'::timestamptz)"),
    newest: newestFirst,
  },
  toRow: toTaskRow,
};

/** One live task as its detail shows it: the list's row, read with the list's columns. */
async function readTask(em: EntityManager, id: string): Promise<TaskRow | null> {
  const qb = selectTask(em.createQueryBuilder(Task, 'r')).addSelect('r.*').andWhere({ id });
  await qb.applyFilters();
  const [row] = await qb.execute<ListRow<Task, TaskColumns>[]>('all');
  return row ? toTaskRow(row) : null;
}

/** The live record and assignee a task's values name; an empty assignee is the person saving it. */
async function resolveTaskParties(tx: EntityManager, values: TaskValues, user: User) {
  const target = await liveTarget(tx, values, shareLocked);
  const assignee = (await chosenStaff(tx, values.assigneeId, 'assigneeId')) ?? user;
  return { ...noSubject, ...target, assignee };
}

function ownFields(values: TaskValues) {
  return {
    title: values.title,
    dueDate: values.dueDate,
    dueTime: values.dueTime,
    priority: values.priority,
    notes: values.notes,
  };
}

/**
 * Tasks: something to do by a day, on one lead, opportunity, account or contact. Their own rules:
 * that record must be live (and stays so until the save ends); an empty assignee is whoever
 * saves, and an assignee given the task by someone else is notified. Completing, reopening and
 * rescheduling are the type's own procedures (service.ts).
 */
export const taskType: RecordType<Task, TaskValues, TaskRow, TaskListInput, TaskColumns> = {
  label: 'Task',
  entity: Task,
  list: taskList,
  read: readTask,
  async create(tx, values, user) {
    const task = tx.create(Task, { ...ownFields(values), ...(await resolveTaskParties(tx, values, user)) });
    notifyAssignment(tx, task, user);
    return task;
  },
  async update(tx, task, values, user) {
    const before = task.assignee?.id;
    tx.assign(task, { ...ownFields(values), ...(await resolveTaskParties(tx, values, user)) });
    if (task.assignee?.id !== before) notifyAssignment(tx, task, user);
  },
};
