import { z } from 'zod';
import { BULK_MAX, plainText } from './fields.ts';
import { leadStatus, opportunityStage } from '../enums.ts';

const ids = z
  .array(z.uuid('Invalid id'), { error: 'Choose the records by their ids' })
  .min(1, 'Choose at least one record')
  .max(BULK_MAX, `Choose at most ${BULK_MAX} records at a time`);

/**
 * A bulk action of the table view on the chosen records of one type: a new owner (none: null),
 * a new status (one of the type's statuses, checked by the server), delete, or restore (Undo).
 */
export const recordBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('assign'),
      ids,
      ownerId: z.uuid('Please choose a staff member').nullable(),
    }),
    z.object({
      action: z.literal('status'),
      ids,
      status: plainText('Status').max(50, 'Status must be at most 50 characters'),
    }),
    z.object({ action: z.literal('delete'), ids }),
    z.object({ action: z.literal('restore'), ids }),
  ],
  { error: 'Choose assign, status, delete or restore' },
);
export type RecordBulkInput = z.infer<typeof recordBulkSchema>;
export type BulkAction = RecordBulkInput['action'];

/** What a bulk action did: the records it changed, and each record it left alone with the reason. */
export type BulkResult = { done: string[]; refused: { id: string; reason: string }[] };

/** The table view's columns of a list row, for the types that have them (else null). */
export type TableColumns = {
  owner: { id: string; name: string | null } | null;
  nextTask: { id: string; title: string; dueDate: string } | null;
  lastActivityAt: Date | null;
};

/**
 * The statuses the table view sets in bulk, by record type, as a select shows them. Closed Lost
 * needs a loss reason, so an opportunity gets it from its form or the board.
 */
export const bulkStatuses = {
  leads: leadStatus.options,
  opportunities: opportunityStage.options.filter(({ value }) => value !== 'closed_lost'),
} as const;
