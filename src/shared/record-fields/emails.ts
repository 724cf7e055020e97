import { emailStatus } from '../enums.ts';
import { choice, field, text, type RecordField } from './fields.ts';

/** A message's fields as staff read them (the CSV export); its body stays out. */
export const emailFields: readonly RecordField[] = [
  choice('status', 'Status', emailStatus),
  text('subject', 'Subject'),
  text('fromName', 'From name'),
  text('fromAddress', 'From'),
  field('to', 'To', 'list'),
  field('cc', 'Cc', 'list'),
  text('messageId', 'Message-ID'),
  text('failureReason', 'Failure reason'),
  field('sentAt', 'Sent at', 'date'),
];
