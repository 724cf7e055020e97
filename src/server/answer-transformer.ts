import type { CombinedDataTransformer } from '@trpc/server';
import superjson, { type SuperJSONResult } from 'superjson';

/** A value the quick walk leaves to superjson: it starts over on the whole answer. */
class NotPlain extends Error {}

// Past this depth an answer may be circular: superjson's walk deals with that.
const MAX_DEPTH = 64;

const NEEDS_ESCAPE = /[.\\]/;

// superjson's path syntax: keys joined by dots, a dot or backslash in a key escaped.
const escapeKey = (key: string | number) =>
  typeof key === 'number'
    ? String(key)
    : NEEDS_ESCAPE.test(key)
      ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.')
      : key;

/** Where a value sits, in superjson's syntax; built only for the values it annotates. */
function pathOf(path: (string | number)[]): string {
  let joined = path.length > 0 ? escapeKey(path[0] ?? '') : '';
  for (let index = 1; index < path.length; index += 1) joined += `.${escapeKey(path[index] ?? '')}`;
  return joined;
}

/**
 * Checks that `value` is plain data and notes where superjson would annotate it (a Date, an
 * undefined), `path` being where it sits. It copies nothing: JSON.stringify writes a Date as
 * superjson does (its ISO string) and an undefined as null in an array, as superjson does; an
 * undefined property it leaves out, which superjson's annotation restores all the same.
 */
function check(value: unknown, path: (string | number)[], annotations: Record<string, [string]>): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (Number.isFinite(value) && !Object.is(value, -0)) return;
    throw new NotPlain();
  }
  if (value === undefined) {
    annotations[pathOf(path)] = ['undefined'];
    return;
  }
  if (typeof value !== 'object' || path.length > MAX_DEPTH) throw new NotPlain();
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new NotPlain();
    annotations[pathOf(path)] = ['Date'];
    return;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      check(value[index], path, annotations);
      path.pop();
    }
    return;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) throw new NotPlain();
  // for…in reads the keys without making an array of them; the prototype is Object's or none.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw new NotPlain();
    path.push(key);
    check((value as Record<string, unknown>)[key], path, annotations);
    path.pop();
  }
}

/**
 * superjson's encoding of an answer (as JSON.stringify writes it out): when the answer is plain
 * data (objects, arrays, strings, finite numbers, booleans, null, undefined, valid Dates: every
 * list, record and report), the answer itself with the annotations one quick check found; else
 * superjson's own. superjson's generic walk was a tenth of a list call's CPU. The browser
 * decodes both with superjson; one thing differs: an object met twice in an answer arrives as
 * two equal copies instead of one (our answers are trees).
 */
export function serializeAnswer(value: unknown): SuperJSONResult {
  if (typeof value !== 'object' || value === null || value instanceof Date) return superjson.serialize(value);
  const annotations: Record<string, [string]> = {};
  try {
    check(value, [], annotations);
  } catch (error) {
    if (error instanceof NotPlain) return superjson.serialize(value);
    throw error;
  }
  return (
    Object.keys(annotations).length > 0
      ? { json: value, meta: { values: annotations, v: 1 } }
      : { json: value }
  ) as SuperJSONResult;
}

/** tRPC's transformer: inputs as superjson reads them, answers through serializeAnswer. */
export const answerTransformer: CombinedDataTransformer = {
  input: superjson,
  output: {
    serialize: serializeAnswer,
    deserialize: (value: SuperJSONResult): unknown => superjson.deserialize(value),
  },
};
