import { businessToday } from '../../../shared/quarters.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { prepareStatement, runPrepared, type PreparedStatement } from '../../db/prepared-statements.ts';
import { searchTextPattern } from '../../db/search.ts';

/**
 * A list query: the query builder's SQL (`sql`), the SQL that runs (`run`: the same, or a count
 * around it), their parameters (some of them slots: SEARCH_SLOT, CURSOR_SLOT), and the prepared
 * statement that runs it when it has no search.
 */
export type CompiledQuery = {
  sql: string;
  run: string;
  params: readonly unknown[];
  statement: PreparedStatement | null;
};

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

/**
 * A compiled query (`run`, or `sql` itself) and how it runs. Without a search it is a prepared
 * statement (db/prepared-statements.ts) whose one parameter, if any, is the cursor: the cursor's
 * sort key is read by a subquery, so no plan could use its value, and PostgreSQL soon keeps one
 * plan for every page. With a search it stays plain SQL, the pattern written in and planned at
 * every call: a plan kept for a trigram search, blind to its pattern, walks the whole list for a
 * rare reference that the trigram index finds at once, and a statement per pattern would keep
 * every search ever typed on the connection.
 */
export function compiled(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  run = sql,
): CompiledQuery {
  const searched = params.includes(SEARCH_SLOT);
  return {
    sql,
    run,
    params,
    statement: searched ? null : prepareStatement(em, run, params, (value) => value === CURSOR_SLOT),
  };
}

/** Runs a compiled query (`run`) with the call's search and cursor, and returns its rows as the driver read them. */
export function runCompiled<Row extends object>(
  em: EntityManager,
  query: CompiledQuery,
  search: string,
  cursor: string | null,
): Promise<Row[]> {
  const values = bindSlots(query, search, cursor);
  if (!query.statement) return em.execute<Row[]>(query.run, values, 'all');
  const cursors = values.filter((_value, index) => query.params[index] === CURSOR_SLOT);
  return runPrepared<Row>(em, query.statement, cursors);
}

/** The compiled query's parameters with the call's search (its `like` pattern) and cursor in their slots. */
export function bindSlots(query: CompiledQuery, search: string, cursor: string | null): unknown[] {
  const pattern = search ? searchTextPattern(search) : null;
  return query.params.map((param) =>
    param === SEARCH_SLOT ? pattern : param === CURSOR_SLOT ? cursor : param,
  );
}
