import { z } from 'zod';

/**
 * Field schemas shared by the CRM's record forms and procedures. Each accepts what a
 * form holds (text, '' for an empty field, a number input's number or text) and gives
 * what the database stores: empty optional values become null.
 */

function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** A required line of text, trimmed. */
export function requiredText(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text, trimmed; empty is null. */
export function optionalText(label: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(emptyToNull);
}

/** An optional email address, trimmed; empty is null. */
export function optionalEmail(label: string) {
  return z
    .string()
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .nullish()
    .transform(emptyToNull)
    .pipe(z.email(`Please enter a valid email address for ${label.toLowerCase()}`).nullable());
}

/** The id of a related record chosen in a selector; empty is null. */
export function optionalId(label: string) {
  return z
    .string()
    .trim()
    .nullish()
    .transform(emptyToNull)
    .pipe(z.uuid(`Please choose a valid ${label.toLowerCase()}`).nullable());
}

type NumberRules = { label: string; max: number; integer?: boolean };

/** An optional number >= 0 from a number input (number, or text while typing); empty is null. */
export function optionalNumber({ label, max, integer = false }: NumberRules) {
  const number = z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-AU')}`);
  return z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .nullish()
    .transform((value) => {
      if (value === null || value === undefined) return null;
      if (typeof value === 'number') return value;
      const text = value.trim().replace(/,/g, '');
      return text === '' ? null : Number(text);
    })
    .pipe((integer ? number.int(`${label} must be a whole number`) : number).nullable());
}

/** A record's id, for byId, update, delete and restore. */
export const recordIdSchema = z.object({ id: z.uuid('Invalid id') });

/** Characters a search may not hold (line breaks, tabs, other control characters): read as spaces. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Rows on a list's page unless the call asks for another number. */
export const DEFAULT_PAGE_SIZE = 24;

/** A list counts its rows exactly up to this many; beyond, it gives the database's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

const cursorSchema = z.uuid('Invalid page cursor').nullish();
type ListCursors = { after?: string | null; before?: string | null };

/**
 * What a record list takes: a search (case-insensitive substring; one or two characters match
 * the start of a word), one of the type's sorts (the first is the default), the page after or
 * before a record (the cursors a page answers with; neither: the first page), a bounded page
 * size, and the type's own filters.
 */
export function recordListSchema<
  const Sorts extends readonly [string, ...string[]],
  Filters extends z.ZodRawShape,
>(sorts: Sorts, filters: Filters) {
  return z
    .object({
      search: z
        .string()
        .max(200, 'Search must be at most 200 characters')
        .transform((search) => search.replace(CONTROL_CHARACTERS, ' ').trim())
        .default(''),
      sort: z.enum(sorts).default(sorts[0]),
      after: cursorSchema,
      before: cursorSchema,
      pageSize: z.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
      ...filters,
    })
    .refine((input) => !((input as ListCursors).after && (input as ListCursors).before), {
      message: 'Give either after or before, not both',
      path: ['before'],
    });
}

/**
 * How many rows a list has: `exact` up to EXACT_COUNT_LIMIT; `estimate`, the database's
 * estimate when there are more; `moreThan`, more than EXACT_COUNT_LIMIT (`total`) when the
 * estimate says fewer.
 */
export type ListTotal = { total: number; totalIs: 'exact' | 'estimate' | 'moreThan' };

/** A page of a list: its rows, the list's total, and the cursors of the next and previous pages (null: none). */
export type Page<T> = ListTotal & { items: T[]; next: string | null; previous: string | null };
