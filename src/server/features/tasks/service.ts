import type { EntityManager } from '@mikro-orm/postgresql';
import type { RescheduleTaskInput } from '../../../shared/schemas/task.ts';
import type { Lead } from '../../db/entities/lead.ts';
import { Task } from '../../db/entities/task.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../records/activity-log.ts';
import { targetOf } from '../records/subjects.ts';
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

/**
 * The lead's follow-up as a task, in the caller's transaction: due on the chosen day, assigned
 * to the lead's owner (or whoever schedules it). Scheduling again moves the lead's open
 * follow-up task instead of adding a second one.
 */
export async function scheduleFollowUpTask(tx: EntityManager, lead: Lead, dueDate: string, by: User) {
  const open = await tx.findOne(Task, { lead, automatic: 'follow_up', status: 'open' });
  if (open) {
    open.dueDate = dueDate;
    return open;
  }
  const task = tx.create(Task, {
    title: `Follow up: ${lead.title}`.slice(0, 200),
    dueDate,
    lead,
    assignee: lead.assignedTo ?? by,
    priority: lead.priority,
    automatic: 'follow_up',
    createdBy: by,
  });
  notifyAssignment(tx, task, by);
  return task;
}
