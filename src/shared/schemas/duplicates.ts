import { z } from 'zod';
import { plainText } from './fields.ts';

const recordId = (label: string) => z.uuid({ error: `Please choose a valid ${label}` });

/** `<type>.likeThese`: the form's values (and, when editing, the record's id), before saving. */
export function likelyDuplicatesSchema<Values extends z.ZodType<object>>(values: Values) {
  return z.object({ id: recordId('record').nullish(), values });
}

/** `<type>.possibleDuplicates`: a page of pairs, after the record the last page stopped at (its `next`). */
export const possibleDuplicatesSchema = z.object({ cursor: recordId('record').nullish() });

/** Pairs of possible duplicates on one page. */
export const DUPLICATE_PAIRS_PER_PAGE = 20;

/** `<type>.merge`: which record stays, which one goes, and the fields the survivor takes from the other. */
export const mergeSchema = z
  .object({
    survivorId: recordId('record to keep'),
    otherId: recordId('record to merge'),
    fromOther: z.array(plainText('Field').max(64)).max(100).default([]),
  })
  .refine(({ survivorId, otherId }) => survivorId !== otherId, {
    path: ['otherId'],
    message: 'Pick two different records to merge',
  });
export type MergeInput = z.output<typeof mergeSchema>;

/** A live record that is likely the same as another, with why; `type` when it is not of the form's type. */
export type DuplicateMatch = { id: string; name: string; reason: string; type?: 'accounts' | 'contacts' };

/** Two live records that are likely the same, with why. */
export type DuplicatePair = {
  first: { id: string; name: string };
  second: { id: string; name: string };
  reason: string;
};
