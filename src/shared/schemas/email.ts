import { z } from 'zod';
import { activitySubject, emailStatus } from '../enums.ts';
import { unknownMergeField, unknownMergeFieldMessage } from '../email/merge-fields.ts';
import { activitySubjectSchema } from './activity.ts';
import { plainText, recordListSchema, requiredText } from './fields.ts';

export const MAX_RECIPIENTS = 20;
/** A body's HTML as the editor sends it (before sanitising), in characters. */
export const MAX_BODY_LENGTH = 15_000;

const address = (label: string) =>
  plainText(label)
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email(`Please enter valid email addresses in ${label}`));

const addresses = (label: string) =>
  z
    .array(address(label), { error: `${label} must be a list of email addresses` })
    .max(MAX_RECIPIENTS, `${label} may have at most ${MAX_RECIPIENTS} addresses`);

/** What a message carries besides its body: the PDF of one of the record's quotes, or one of its documents. */
export const emailAttachmentSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('quote'), quoteId: z.uuid('Please choose a valid quote') }),
    z.object({ kind: z.literal('document'), documentId: z.uuid('Please choose a valid document') }),
  ],
  { error: 'Please choose a valid attachment' },
);
export type EmailAttachment = z.output<typeof emailAttachmentSchema>;

/**
 * An attachment as the message keeps it: a quote's PDF (made when sent), a document's version (a
 * newer version never changes what went out or came in), or a received file waiting in the store
 * for staff to put its unmatched message on a record.
 */
export type KeptAttachment =
  | { kind: 'quote'; quoteId: string; fileName: string }
  | { kind: 'document'; documentId: string; version: number; fileName: string }
  | { kind: 'received'; fileKey: string; fileName: string; contentType: string; size: number };

/** A message written in the composer on a record. */
export const sendEmailSchema = z.object({
  record: activitySubjectSchema,
  to: addresses('To').min(1, 'Add at least one recipient'),
  cc: addresses('Cc').default([]),
  subject: requiredText('Subject', 300),
  body: requiredText('Body', MAX_BODY_LENGTH, 'free'),
  attachments: z
    .array(emailAttachmentSchema, { error: 'Attachments must be a list' })
    .max(10, 'Attach at most 10 files')
    .default([]),
});
export type SendEmailInput = z.input<typeof sendEmailSchema>;
export type SendEmailValues = z.output<typeof sendEmailSchema>;

/** A template's subject and body merged with a record's values (the composer's template picker, the settings' preview). */
export const mergeEmailSchema = z.object({
  record: activitySubjectSchema,
  subject: plainText('Subject').max(300, 'Subject must be at most 300 characters'),
  body: plainText('Body', 'free').max(MAX_BODY_LENGTH, `Body must be at most ${MAX_BODY_LENGTH} characters`),
});
export type MergeEmailInput = z.output<typeof mergeEmailSchema>;

/** The messages on one record (its conversation), or all of them, newest first. */
export const emailListSchema = recordListSchema(['newest'], {
  subject: z.enum(activitySubject.values, { error: 'Please choose a valid record type' }).nullish(),
  subjectId: z.uuid('Please choose a valid record').nullish(),
  status: z.enum(emailStatus.values, { error: 'Please choose a valid status' }).nullish(),
  /** Only received messages on no record: the unmatched mail staff attach or discard. */
  unmatched: z.boolean({ error: 'Unmatched must be true or false' }).nullish(),
});
export type EmailListInput = z.output<typeof emailListSchema>;

/** An unmatched message put on a record (with the record's account and contact, as a sent one is). */
export const attachEmailSchema = z.object({
  id: z.uuid('Please choose a valid message'),
  record: activitySubjectSchema,
});
export type AttachEmailInput = z.output<typeof attachEmailSchema>;

const mergeable = (label: string, max: number, kind: 'line' | 'free' = 'line') =>
  requiredText(label, max, kind).superRefine((value, context) => {
    const unknown = unknownMergeField(value);
    if (unknown !== null) context.addIssue({ code: 'custom', message: unknownMergeFieldMessage(unknown) });
  });

/** An email template as Settings › Email templates saves it. */
export const emailTemplateInputSchema = z.object({
  name: requiredText('Name', 100),
  subject: mergeable('Subject', 300),
  body: mergeable('Body', MAX_BODY_LENGTH, 'free'),
});
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>;
export type EmailTemplateValues = z.output<typeof emailTemplateInputSchema>;

export const emailTemplateListSchema = recordListSchema(['name'], {});
export type EmailTemplateListInput = z.output<typeof emailTemplateListSchema>;
