import { documentType } from '../enums.ts';
import { choice, field, text, type RecordField } from './fields.ts';

/**
 * A document's fields, with the form's labels; the record it is on is one of the four references.
 * A new version shows in History as a change of Version and File.
 */
export const documentFields: readonly RecordField[] = [
  text('title', 'Title'),
  choice('type', 'Type', documentType),
  field('expiresOn', 'Expires on', 'date'),
  text('notes', 'Notes'),
  field('version', 'Version', 'number'),
  text('fileName', 'File'),
  field('lead', 'Lead', 'ref'),
  field('opportunity', 'Opportunity', 'ref'),
  field('account', 'Account', 'ref'),
  field('contact', 'Contact', 'ref'),
];
