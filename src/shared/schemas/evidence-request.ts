import { z } from 'zod';
import {
  calendarDate,
  optionalText,
  plainText,
  recordIdSchema,
  recordListSchema,
  requiredText,
} from './fields.ts';

/** The most items one request asks for. */
export const EVIDENCE_ITEMS_MAX = 60;

/** One document asked for, as staff adjusted it from the checklist; an existing item keeps its id. */
export const evidenceItemInputSchema = z.object({
  id: z.uuid({ error: 'Invalid item id' }).nullish(),
  title: requiredText('Item', 300),
  standard: optionalText('Standard', 300),
});

const dueDate = plainText('Due date')
  .trim()
  .nullish()
  .transform((value) => value ?? '')
  .pipe(z.string().min(1, 'Due date is required').pipe(calendarDate('Due date')));

/** An evidence request as staff write it: on an account, to one of its contacts, by a due date. */
export const evidenceRequestInputSchema = z.object({
  title: requiredText('Title', 200),
  accountId: z.uuid({ error: 'Please choose an account' }),
  contactId: z.uuid({ error: 'Please choose a contact' }),
  dueDate,
  items: z
    .array(evidenceItemInputSchema, { error: 'Please list the documents to ask for' })
    .min(1, 'Ask for at least one document')
    .max(EVIDENCE_ITEMS_MAX, `Ask for at most ${EVIDENCE_ITEMS_MAX} documents`),
});
export type EvidenceRequestInput = z.input<typeof evidenceRequestInputSchema>;
export type EvidenceRequestValues = z.output<typeof evidenceRequestInputSchema>;

export const evidenceRequestUpdateSchema = evidenceRequestInputSchema.extend(recordIdSchema.shape);

/** Search matches the title. Sorts: soonest due, newest. Filters: one account, open only (not every item accepted). */
export const evidenceRequestListSchema = recordListSchema(['due', 'newest'], {
  accountId: z.uuid('Invalid account id').nullish(),
  open: z.boolean({ error: 'Open must be true or false' }).nullish(),
});
export type EvidenceRequestListInput = z.output<typeof evidenceRequestListSchema>;

export const evidenceRequestRecordSchemas = {
  values: evidenceRequestInputSchema,
  update: evidenceRequestUpdateSchema,
  list: evidenceRequestListSchema,
};

/** A checklist a manager saves for everyone to start requests from. */
export const evidenceTemplateSchema = z.object({
  name: requiredText('Name', 200),
  items: z
    .array(evidenceItemInputSchema.omit({ id: true }), { error: 'Please list the documents to ask for' })
    .min(1, 'List at least one document')
    .max(EVIDENCE_ITEMS_MAX, `List at most ${EVIDENCE_ITEMS_MAX} documents`),
});
export type EvidenceTemplateValues = z.output<typeof evidenceTemplateSchema>;

export const EVIDENCE_REQUEST_NOT_FOUND = 'Evidence request not found';

/** The private page's input: its link's token. Text that is no token (control characters, broken Unicode) is refused as hostile input; any other opens a request or nothing (404). */
export const evidencePageSchema = z.object({
  token: plainText('Token').max(1000, EVIDENCE_REQUEST_NOT_FOUND),
});

/** A well-formed private link's token: anything of the wrong length or characters opens nothing. */
export const evidenceTokenSchema = plainText('Token').min(20).max(100);

export const EVIDENCE_REJECTION_COMMENT = 'Please say what is missing or wrong';

/** Staff's decision on one item: accepted, or rejected with what the provider should fix. */
export const evidenceReviewSchema = z
  .object({
    itemId: z.uuid({ error: 'Invalid item id' }),
    decision: z.enum(['accepted', 'rejected'], { error: 'Please accept or reject the item' }),
    comment: optionalText('Comment', 2000, 'free'),
  })
  .superRefine((value, context) => {
    if (value.decision === 'rejected' && !value.comment)
      context.addIssue({ code: 'custom', path: ['comment'], message: EVIDENCE_REJECTION_COMMENT });
  });
export type EvidenceReviewValues = z.output<typeof evidenceReviewSchema>;
