import { formatDate } from '../../../shared/format.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Priority } from '../../../shared/enums.ts';
import type { RescheduleTaskInput } from '../../../shared/schemas/task.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../records/activity-log.ts';
import { targetOf, type ActivityTarget } from '../records/subjects.ts';
import { notifyAssignment } from '../notifications/service.ts';
import { recordService } from '../records/record-service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { taskType } from './task-type.ts';

export const taskService = recordService(taskType);

/** Marks the task done now and writes 'Task completed' on its record, in one transaction. */
export function completeTask(ctx: RecordContext, id: string) {
  return taskService.change(ctx, id, (tx, task) => {
    if (task.status === 'done') return;
    task.status = 'done';
    task.completedAt = new Date();
    recordActivity(
      tx,
      targetOf(task),
      {
        type: 'task_completed',
        title: `Task completed: ${task.title}`.slice(0, 200),
        description: task.notes,
      },
      ctx.user,
    );
  });
}

/** Opens a done task again; an automatic task cannot while its record has another open one of its kind. */
export function reopenTask(ctx: RecordContext, id: string) {
  return taskService.change(ctx, id, async (tx, task) => {
    if (task.status === 'open') return;
    if (task.automatic) {
      const subject = targetOf(task);
      const other = await tx.count(Task, { ...subject, automatic: task.automatic, status: 'open' });
      if (other > 0) throw new AppError('CONFLICT', 'This record already has an open task of this kind');
    }
    task.status = 'open';
    task.completedAt = null;
  });
}

/** Moves an open or done task to another day and time. */
export function rescheduleTask(ctx: RecordContext, { id, dueDate, dueTime }: RescheduleTaskInput) {
  return taskService.change(ctx, id, (_tx, task) => {
    task.dueDate = dueDate;
    task.dueTime = dueTime;
  });
}

/** What a follow-up task is on, its name, and whom it is for. */
export type FollowUpOf = { target: ActivityTarget; name: string; assignee: User; priority: Priority };

/**
 * A record's follow-up as a task, in the caller's transaction: due on the chosen day, for the
 * given assignee, and 'Follow-up scheduled' on the record. Scheduling again moves the record's
 * open follow-up task instead of adding a second one.
 */
export async function scheduleFollowUpTask(
  tx: EntityManager,
  { target, name, assignee, priority }: FollowUpOf,
  dueDate: string,
  by: User,
) {
  recordActivity(
    tx,
    target,
    {
      type: 'note',
      title: 'Follow-up scheduled',
      description: `Follow-up scheduled for ${formatDate(dueDate)}`,
    },
    by,
  );
  const open = await tx.findOne(Task, { ...target, automatic: 'follow_up', status: 'open' });
  if (open) {
    open.dueDate = dueDate;
    return open;
  }
  const task = tx.create(Task, {
    ...target,
    title: `Follow up: ${name}`.slice(0, 200),
    dueDate,
    assignee,
    priority,
    automatic: 'follow_up',
    createdBy: by,
  });
  notifyAssignment(tx, task, by);
  return task;
}
