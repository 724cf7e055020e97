import { field, text, type RecordField } from './fields.ts';

/** An evidence request's fields as staff read them; its items and the private link's hash stay out. */
export const evidenceRequestFields: readonly RecordField[] = [
  text('title', 'Title'),
  field('account', 'Account', 'ref'),
  field('contact', 'Contact', 'ref'),
  field('dueDate', 'Due date', 'date'),
  field('sentAt', 'Sent at', 'date'),
];
