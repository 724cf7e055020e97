import { z } from 'zod';
import { recordTypes } from '../record-fields/index.ts';

/** One changed field of a record: its entity property, and its stored value before and after. */
export type FieldChange = { field: string; before: unknown; after: unknown };

/** `history.list`: a record's change history, by its type's table name (one of `recordTypes`) and its id. */
export const historyListSchema = z.object({
  recordType: z.enum(recordTypes, { error: 'Please choose a valid record type' }),
  recordId: z.uuid({ error: 'Invalid id' }),
});
export type HistoryListInput = z.output<typeof historyListSchema>;

/** How many of a record's latest changes its History section shows. */
export const HISTORY_LIMIT = 100;
