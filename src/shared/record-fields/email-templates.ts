import { text, type RecordField } from './fields.ts';

/** An email template's fields, as its change history names them. */
export const emailTemplateFields: readonly RecordField[] = [
  text('name', 'Name'),
  text('subject', 'Subject'),
  text('body', 'Body'),
];
