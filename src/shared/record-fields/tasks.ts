import { automaticTask, priority, taskStatus } from '../enums.ts';
import { choice, field, text, type RecordField } from './fields.ts';

/** A task's fields, with the form's labels; the record it is on is one of the four references. */
export const taskFields: readonly RecordField[] = [
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
];
