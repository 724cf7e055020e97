import { z } from 'zod';
import { formatAbn, isValidAbn } from '../abn.ts';
import { formatWholeNumber } from '../format.ts';
import './messages.ts';

/**
 * Field schemas shared by the CRM's record forms and procedures. Each accepts what a
 * form holds (text, '' for an empty field, a number input's number or text) and gives
 * what the database stores: empty optional values become null.
 */

function emptyToNull(value: string | null | undefined): string | null {
  return value ? value : null;
}

/** Whether the text holds a C0 control character or DEL (PostgreSQL refuses NUL in text), allowing `allowed`. */
function hasControlCharacter(value: string, allowed: readonly number[]): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if ((code < 0x20 || code === 0x7f) && !allowed.includes(code)) return true;
  }
  return false;
}

/**
 * Whether the text holds an unpaired UTF-16 surrogate ('\uD800' alone): it has no UTF-8 form,
 * so PostgreSQL refuses it in JSON and its text would store a replacement character instead.
 * With the `u` flag a paired surrogate is one code point and does not match.
 */
function hasUnpairedSurrogate(value: string): boolean {
  return /\p{Surrogate}/u.test(value);
}

/** Free text (descriptions, notes, messages) may hold tab and line breaks; a line none. */
const TAB_AND_LINE_BREAKS = [0x09, 0x0a, 0x0d];

export type TextKind = 'line' | 'free';

/** Text the database can store: no control characters (NUL and the like), no unpaired surrogates; a message names the field. */
export function plainText(label: string, kind: TextKind = 'line') {
  const allowed = kind === 'line' ? [] : TAB_AND_LINE_BREAKS;
  return z
    .string({ error: `${label} must be text` })
    .refine(
      (value) => !hasControlCharacter(value, allowed) && !hasUnpairedSurrogate(value),
      `${label} contains characters that are not allowed`,
    );
}

/** A required line of text, trimmed. */
export function requiredText(label: string, max: number, kind: TextKind = 'line') {
  return plainText(label, kind)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** Optional text, trimmed; empty is null. */
export function optionalText(label: string, max: number, kind: TextKind = 'line') {
  return plainText(label, kind)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform(emptyToNull);
}

/** An optional ABN, checked by its check digits and stored as '51 824 753 556'. */
export function optionalAbn(label = 'ABN') {
  return optionalText(label, 20)
    .refine(
      (value) => value === null || isValidAbn(value),
      `${label} must be 11 digits with a valid check digit, such as 51 824 753 556`,
    )
    .transform((value) => (value === null ? null : formatAbn(value)));
}

export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2200;

/** A calendar date 'YYYY-MM-DD' between the years 1900 and 2200. */
export function calendarDate(label: string, message = `${label} must be a valid date`) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.iso.date(message))
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    }, `${label} must lie between the years ${EARLIEST_YEAR} and ${LATEST_YEAR}`);
}

/** 'Please enter a valid email address', naming the field when it is not plainly 'Email' ('… for business email'). */
function emailMessage(label: string): string {
  const field = label.toLowerCase();
  return field === 'email'
    ? 'Please enter a valid email address'
    : `Please enter a valid email address for ${field}`;
}

/** An optional email address, trimmed; empty is null. */
export function optionalEmail(label: string) {
  return plainText(label)
    .trim()
    .max(254, `${label} must be at most 254 characters`)
    .nullish()
    .transform(emptyToNull)
    .pipe(z.email(emailMessage(label)).nullable());
}

/** The id of a related record chosen in a selector; empty is null. */
export function optionalId(label: string) {
  return z
    .string({ error: `Please choose a valid ${label.toLowerCase()}` })
    .trim()
    .nullish()
    .transform(emptyToNull)
    .pipe(z.uuid(`Please choose a valid ${label.toLowerCase()}`).nullable());
}

/** An optional calendar date 'YYYY-MM-DD' from a date input; empty is null. */
export function optionalDate(label: string) {
  return plainText(label)
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(calendarDate(label).nullable());
}

type NumberRules = { label: string; max: number; integer?: boolean };

/** An optional number >= 0 from a number input (number, or text while typing); empty is null. */
export function optionalNumber({ label, max, integer = false }: NumberRules) {
  const number = z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${formatWholeNumber(max)}`);
  return z
    .union([z.number(), plainText(label)], { error: `${label} must be a number` })
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
export const recordIdSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Rows on a list's page unless the call asks for another number. */
export const DEFAULT_PAGE_SIZE = 24;

/** A list counts its rows exactly up to this many; beyond, it gives the database's estimate. */
export const EXACT_COUNT_LIMIT = 1000;

/** At most this many records in one bulk action or export of a selection: a page of the table view. */
export const BULK_MAX = 100;

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
      search: plainText('Search').trim().max(200, 'Search must be at most 200 characters').default(''),
      sort: z.enum(sorts).default(sorts[0]),
      after: cursorSchema,
      before: cursorSchema,
      pageSize: z.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
      /** Only these records: the table view's export of its selection. */
      ids: z
        .array(z.uuid('Invalid id'), { error: 'Choose the records by their ids' })
        .min(1, 'Choose at least one record')
        .max(BULK_MAX, `Choose at most ${BULK_MAX} records`)
        .optional(),
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

/** A page of a list: its rows and the cursors of the next and previous pages (null: none); the total is its own call. */
export type Page<T> = { items: T[]; next: string | null; previous: string | null };
