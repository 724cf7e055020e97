import type { CombinedDataTransformer } from '@trpc/server';
import superjson, { type SuperJSONResult } from 'superjson';

/** A value the quick walk leaves to superjson: it starts over on the whole answer. */
class NotPlain extends Error {}

// Past this depth an answer may be circular: superjson's walk deals with that.
const MAX_DEPTH = 64;

const NEEDS_ESCAPE = /[.\\]/;

// A key in superjson's path syntax: a dot or backslash in it escaped.
const escapeKey = (key: string) =>
  NEEDS_ESCAPE.test(key) ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;

/**
 * superjson's annotations of an answer's values ('Date', 'undefined'), as a tree: each object or
 * array holding annotated values has an entry keyed as it is, holding its own. superjson writes
 * one entry for each annotated value, keyed by its whole path ('items.13.createdAt'), and reads
 * both forms: as one object, a page's 75 paths made a slow dictionary that cost a fifth of its
 * JSON text.
 */
type Annotations = { [key: string]: [string] | Annotations };

const hasEntries = (annotations: Annotations) => {
  for (const _key in annotations) return true;
  return false;
};

const twoDigits = (value: number) => (value < 10 ? `0${value}` : String(value));
const threeDigits = (value: number) =>
  value < 10 ? `00${value}` : value < 100 ? `0${value}` : String(value);

/**
 * A valid Date as JSON.stringify writes it (`toISOString`). Written in JavaScript for the years
 * 0 to 9999: JSON.stringify calls each Date's toJSON from C++, and V8 formats it with printf,
 * which together cost three quarters of the JSON text of a page of 25 contacts.
 */
function isoString(date: Date): string {
  const year = date.getUTCFullYear();
  if (year < 0 || year > 9999) return date.toISOString();
  const yyyy = year < 1000 ? `${year < 10 ? '000' : year < 100 ? '00' : '0'}${year}` : String(year);
  return (
    `${yyyy}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}` +
    `T${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}` +
    `.${threeDigits(date.getUTCMilliseconds())}Z`
  );
}

/**
 * `value` as JSON.stringify should write it, when it is plain data, noting in `into[key]` what
 * superjson would annotate (a Date, an undefined) and, for an object or array, where inside it.
 * A Date becomes its ISO string (superjson's encoding of it); an object or array holding one is
 * copied with the string in its place, so the answer given is never changed; anything else is
 * returned as it is. An undefined property JSON.stringify leaves out, and an undefined in an
 * array it writes as null, as superjson does; the annotation restores both.
 */
function plain(value: unknown, depth: number, into: Annotations, key: string): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (Number.isFinite(value) && !Object.is(value, -0)) return value;
    throw new NotPlain();
  }
  if (value === undefined) {
    into[key] = ['undefined'];
    return value;
  }
  if (typeof value !== 'object' || depth > MAX_DEPTH) throw new NotPlain();
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new NotPlain();
    into[key] = ['Date'];
    return isoString(value);
  }
  const inside: Annotations = {};
  let copy: unknown;
  if (Array.isArray(value)) {
    let items: unknown[] | null = null;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const written = plain(item, depth + 1, inside, String(index));
      if (written !== item) (items ??= value.slice())[index] = written;
    }
    copy = items;
  } else {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) throw new NotPlain();
    const record = value as Record<string, unknown>;
    let fields: Record<string, unknown> | null = null;
    // for…in reads the keys without making an array of them; the prototype is Object's or none.
    for (const name in record) {
      if (!Object.hasOwn(record, name)) continue;
      if (name === '__proto__' || name === 'constructor' || name === 'prototype') throw new NotPlain();
      const item = record[name];
      const written = plain(item, depth + 1, inside, escapeKey(name));
      // A spread copies the object in one step, with the hidden class of the original.
      if (written !== item) (fields ??= { ...record })[name] = written;
    }
    copy = fields;
  }
  if (hasEntries(inside)) into[key] = inside;
  return copy ?? value;
}

/**
 * superjson's encoding of an answer (as JSON.stringify writes it out): when the answer is plain
 * data (objects, arrays, strings, finite numbers, booleans, null, undefined, valid Dates: every
 * list, record and report), the answer with its Dates as their ISO strings and the annotations
 * one quick walk found; else superjson's own. superjson's generic walk was a tenth of a list
 * call's CPU. The browser decodes both with superjson; one thing differs: an object met twice in
 * an answer arrives as two equal copies instead of one (our answers are trees).
 */
export function serializeAnswer(value: unknown): SuperJSONResult {
  if (typeof value !== 'object' || value === null || value instanceof Date) return superjson.serialize(value);
  const root: Annotations = {};
  let json: unknown;
  try {
    json = plain(value, 0, root, '');
  } catch (error) {
    if (error instanceof NotPlain) return superjson.serialize(value);
    throw error;
  }
  const values = root[''];
  return (values ? { json, meta: { values, v: 1 } } : { json }) as SuperJSONResult;
}

/** tRPC's transformer: inputs as superjson reads them, answers through serializeAnswer. */
export const answerTransformer: CombinedDataTransformer = {
  input: superjson,
  output: {
    serialize: serializeAnswer,
    deserialize: (value: SuperJSONResult): unknown => superjson.deserialize(value),
  },
};
