import type { ActivitySubject } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { recordUrl, type RecordPath } from '../records/recordUrl.ts';

const subjectPaths: Record<ActivitySubject, RecordPath> = {
  lead: 'leads',
  opportunity: 'opportunities',
  account: 'accounts',
  contact: 'contacts',
};

/** The record kit's type of an activity's or a task's record. */
export function subjectPath(subject: ActivitySubject): RecordPath {
  return subjectPaths[subject];
}

/** The detail page of the record an activity or a task is on. */
export function subjectUrl(subject: ActivitySubject, subjectId: string): string {
  return recordUrl(subjectPaths[subject], subjectId);
}

/** '21 Nov 2026' or '21 Nov 2026, 09:30'. */
export function dueText(task: { dueDate: string; dueTime: string | null }): string {
  return task.dueTime ? `${formatDate(task.dueDate)}, ${task.dueTime}` : formatDate(task.dueDate);
}
