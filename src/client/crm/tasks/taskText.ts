import type { ActivitySubject } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { recordTypeOfSubject } from '../../../shared/record-fields/index.ts';
import { recordUrl } from '../records/recordUrl.ts';

/** The detail page of the record an activity or a task is on. */
export function subjectUrl(subject: ActivitySubject, subjectId: string): string {
  return recordUrl(recordTypeOfSubject(subject), subjectId);
}

/** '21 Nov 2026' or '21 Nov 2026, 09:30'. */
export function dueText(task: { dueDate: string; dueTime: string | null }): string {
  return task.dueTime ? `${formatDate(task.dueDate)}, ${task.dueTime}` : formatDate(task.dueDate);
}
