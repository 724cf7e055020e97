import { automaticTask, priority, taskStatus } from '../enums.ts';
import { choice, field, labelsOf, text, type RecordField } from './fields.ts';

/** A task's fields, with the form's labels; the record it is on is one of the four references. */
const fields = [
  text('title', 'Title'),
  field('dueDate', 'Due date', 'date'),
  text('dueTime', 'Due time'),
  field('assignee', 'Assignee', 'ref'),
  choice('priority', 'Priority', priority),
  choice('status', 'Status', taskStatus),
  field('completedAt', 'Completed at', 'date'),
  text('notes', 'Notes'),
  field('lead', 'Lead', 'ref'),
  field('opportunity', 'Opportunity', 'ref'),
  field('account', 'Account', 'ref'),
  field('contact', 'Contact', 'ref'),
  choice('automatic', 'Made by', automaticTask),
] as const satisfies readonly RecordField[];

export const taskFields: readonly RecordField[] = fields;

/** Each field's label by its key. */
export const taskLabels = labelsOf(fields);
