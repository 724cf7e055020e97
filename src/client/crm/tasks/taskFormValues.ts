import { activitySubject, type ActivitySubject } from '../../../shared/enums.ts';
import type { TaskInput, taskInputSchema } from '../../../shared/schemas/task.ts';
import { businessToday } from '../../../shared/quarters.ts';
import type { RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';

export type TaskFormApi = RecordForm<typeof taskInputSchema>;

type Task = RouterOutputs['tasks']['byId'];

/** The record a new task starts on: `?subject=lead&subjectId=…`, as a record's 'Add Task' links. */
function subjectFromUrl(): { subject: ActivitySubject; subjectId: string } {
  const params = new URLSearchParams(window.location.search);
  const subject = activitySubject.parse(params.get('subject')) ?? 'lead';
  return { subject, subjectId: params.get('subjectId') ?? '' };
}

/** The task's values, or a new task due today for the signed-in person (an empty assignee). */
export function taskFormValues(task: Task | null): TaskInput {
  return {
    title: task?.title ?? '',
    dueDate: task?.dueDate ?? businessToday(),
    dueTime: task?.dueTime ?? '',
    assigneeId: task?.assigneeId ?? null,
    priority: task?.priority ?? 'medium',
    notes: task?.notes ?? '',
    ...(task ? { subject: task.subject, subjectId: task.subjectId } : subjectFromUrl()),
  };
}

/** The link that opens the task form on a record. */
export function newTaskUrl(subject: ActivitySubject, subjectId: string): string {
  return `/crm/activities/new?${new URLSearchParams({ subject, subjectId }).toString()}`;
}
