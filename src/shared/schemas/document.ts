import { z } from 'zod';
import { activitySubject, documentType } from '../enums.ts';
import { activitySubjectSchema } from './activity.ts';
import { optionalDate, optionalText, recordIdSchema, recordListSchema, requiredText } from './fields.ts';

/** The largest file a document may hold: a scanned certificate or a long policy, not a video. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;

/** How many days ahead the 'Expires within 60 days' filter looks. */
export const EXPIRING_SOON_DAYS = 60;

/** What an upload says of its files (each file's title is its cleaned name): type, expiry, notes and the record. */
export const documentUploadSchema = z.object({
  type: z.enum(documentType.values, { error: 'Please choose a document type' }).default('other'),
  expiresOn: optionalDate('Expires on'),
  notes: optionalText('Notes', 5000, 'free'),
  subject: activitySubjectSchema.shape.subject,
  subjectId: z.uuid({ error: 'Please choose a record' }),
});
export type DocumentUploadInput = z.input<typeof documentUploadSchema>;
export type DocumentUpload = z.output<typeof documentUploadSchema>;

/** A document's own fields as its form sends them; the file comes only by upload. */
export const documentInputSchema = documentUploadSchema.extend({ title: requiredText('Title', 200) });
export type DocumentInput = z.input<typeof documentInputSchema>;
export type DocumentValues = z.output<typeof documentInputSchema>;

export const documentUpdateSchema = documentInputSchema.extend(recordIdSchema.shape);

/**
 * Search matches title, notes and the record's name. Sorts: newest, title, soonest expiry.
 * Filters: type, record type (or one record), expiring within 60 days.
 */
export const documentListSchema = recordListSchema(['newest', 'title', 'expiry'], {
  type: z.enum(documentType.values, { error: 'Please choose a document type' }).nullish(),
  subject: z.enum(activitySubject.values, { error: 'Please choose a record type' }).nullish(),
  subjectId: z.uuid('Invalid record id').nullish(),
  expiringSoon: z.boolean({ error: 'Expires within 60 days must be true or false' }).nullish(),
});
export type DocumentListInput = z.output<typeof documentListSchema>;

export const documentRecordSchemas = {
  values: documentInputSchema,
  update: documentUpdateSchema,
  list: documentListSchema,
};
