import { businessToday } from '../../../shared/quarters.ts';
import type { PreparedStatement } from '../../db/prepared-statements.ts';
import { searchTextPattern } from '../../db/search.ts';

/**
 * A list query's SQL, its parameters (some of them slots: SEARCH_SLOT, CURSOR_SLOT) and the
 * prepared statement that runs it (prepared-statements.ts).
 */
export type CompiledQuery = { sql: string; params: readonly unknown[]; statement: PreparedStatement };

// What a compiled query holds in place of the call's search pattern and cursor. A NUL character
// is in no value PostgreSQL stores, so no filter's value can be mistaken for one.
export const SEARCH_SLOT = '\u0000search';
export const CURSOR_SLOT = '\u0000cursor';

/** The most shapes a list keeps compiled (the least recently used goes first). */
const SHAPES_PER_LIST = 200;

const compiledByList = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * The SQL of one of a list's queries (`kind`: its page, its count) for an input's shape, compiled
 * by `compile` the first time the shape is met and kept after. Building the SQL through the
 * query builder cost as much CPU as reading and sending the page it finds. The shape is the
 * input with its search and cursor reduced to whether they are given (a compiled query holds
 * slots for them, filled by `bindSlots`), and the firm's business day, which the date filters
 * read ('due today', 'renewal due'). So a type's `query` and `display` may read the input's
 * filters, the EntityManager's filters and `businessToday()`, never the search or the cursor.
 * The SQL depends on nothing else (no user, no role: access is the procedure's), so every
 * instance compiles the same from the same input.
 */
export async function compiledQuery(
  list: object,
  kind: 'page' | 'count',
  input: { search: string; after?: string | null; before?: string | null },
  compile: () => Promise<CompiledQuery>,
): Promise<CompiledQuery> {
  let compiled = compiledByList.get(list);
  if (!compiled) compiledByList.set(list, (compiled = new Map<string, CompiledQuery>()));
  const shape = JSON.stringify({
    ...input,
    kind,
    day: businessToday(),
    search: input.search !== '',
    after: Boolean(input.after),
    before: Boolean(input.before),
  });
  const known = compiled.get(shape);
  if (known) {
    // Map keeps insertion order: moved to the end, the shape is the most recently used.
    compiled.delete(shape);
    compiled.set(shape, known);
    return known;
  }
  const query = await compile();
  compiled.set(shape, query);
  const oldest = compiled.keys().next().value;
  if (compiled.size > SHAPES_PER_LIST && oldest !== undefined) compiled.delete(oldest);
  return query;
}

/** Whether a compiled query's value is a slot (the statement's parameter) rather than a constant. */
export function isSlot(value: unknown): boolean {
  return value === SEARCH_SLOT || value === CURSOR_SLOT;
}

/** The call's values for the statement's parameters: its search pattern and cursor, slot by slot. */
export function slotValues(query: CompiledQuery, search: string, cursor: string | null): unknown[] {
  return bindSlots(query, search, cursor).filter((_value, index) => isSlot(query.params[index]));
}

/** The compiled query's parameters with the call's search (its `like` pattern) and cursor in their slots. */
export function bindSlots(query: CompiledQuery, search: string, cursor: string | null): unknown[] {
  const pattern = search ? searchTextPattern(search) : null;
  return query.params.map((param) =>
    param === SEARCH_SLOT ? pattern : param === CURSOR_SLOT ? cursor : param,
  );
}
