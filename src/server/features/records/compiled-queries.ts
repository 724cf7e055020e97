import { businessToday } from '../../../shared/quarters.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { prepareStatement, runPrepared, type PreparedStatement } from '../../db/prepared-statements.ts';
import { searchTextParameters } from '../../db/search.ts';

/**
 * A list query: the query builder's SQL (`sql`), the SQL that runs (`run`: the same, or a count
 * around it), `run`'s parameters (`sql`'s are the same without SQL_TEXT_SLOT; some are slots:
 * SEARCH_SLOTS, CURSOR_SLOT, IDS_SLOT, SQL_TEXT_SLOT), the prepared statement that runs it when
 * it has no search, and, for a searched page, the query that picks the page's ids (`ids`: SQL
 * with the search), which the statement runs (IDS_SLOT).
 */
export type CompiledQuery = {
  sql: string;
  run: string;
  params: readonly unknown[];
  statement: PreparedStatement | null;
  ids: CompiledQuery | null;
};

// What a compiled query holds in place of the call's search (its two parameters, db/search.ts),
// its cursor, and the SQL that picks a searched page's ids with the call's values written in
// (passed to `picked_ids`, Migration20261128160000_picked_ids). A NUL character is in no value
// PostgreSQL stores, so no filter's value can be mistaken for one.
export const SEARCH_SLOTS = ['\u0000search pattern', '\u0000search'] as const;
export const CURSOR_SLOT = '\u0000cursor';
export const IDS_SLOT = '\u0000ids';
/** Holds the query's own `sql` with its values written in (a count passes it to `planned_rows`). */
export const SQL_TEXT_SLOT = '\u0000sql text';

/** The slots a prepared statement takes as its parameters. */
const isParameterSlot = (value: unknown) => value === CURSOR_SLOT || value === IDS_SLOT;

/** The most shapes an owner keeps compiled (the least recently used goes first). */
const SHAPES_PER_OWNER = 200;

const compiledByOwner = new WeakMap<object, Map<string, CompiledQuery>>();

/**
 * The SQL of one of `owner`'s queries (a list's page or count, the board's column) for a call's
 * `shape`, compiled by `compile` the first time the shape is met and kept after. Building the SQL
 * through the query builder cost as much CPU as reading and sending the page it finds. The shape
 * is what the SQL depends on (listShape: a list's input with its search and cursor reduced to
 * whether they are given, which the compiled query holds slots for), and the firm's business
 * day, which the date filters read ('due today', 'renewal due', 'this quarter'). So the SQL may
 * read the shape, the EntityManager's filters and `businessToday()`, never a search or a cursor;
 * it depends on nothing else (no user, no role: access is the procedure's), so every instance
 * compiles the same from the same call.
 */
export async function compiledQuery(
  owner: object,
  shape: object,
  compile: () => Promise<CompiledQuery>,
): Promise<CompiledQuery> {
  let compiled = compiledByOwner.get(owner);
  if (!compiled) compiledByOwner.set(owner, (compiled = new Map<string, CompiledQuery>()));
  const key = JSON.stringify({ ...shape, day: businessToday() });
  const known = compiled.get(key);
  if (known) {
    // Map keeps insertion order: moved to the end, the shape is the most recently used.
    compiled.delete(key);
    compiled.set(key, known);
    return known;
  }
  const query = await compile();
  compiled.set(key, query);
  const oldest = compiled.keys().next().value;
  if (compiled.size > SHAPES_PER_OWNER && oldest !== undefined) compiled.delete(oldest);
  return query;
}

/** A list query's shape: its kind and input, the search and cursor reduced to whether they are given. */
export function listShape(
  kind: 'page' | 'count',
  input: { search: string; after?: string | null; before?: string | null },
) {
  return {
    ...input,
    kind,
    search: input.search !== '',
    after: Boolean(input.after),
    before: Boolean(input.before),
  };
}

/**
 * A compiled query (`run`, or `sql` itself) and how it runs. Without a search it is a prepared
 * statement (db/prepared-statements.ts) whose parameters, if any, are the cursor's or the ids':
 * the cursor's sort key is read by a subquery, so no plan could use its value, and PostgreSQL
 * soon keeps one plan for every page. With a search it stays plain SQL, the pattern written in
 * and planned at every call: a plan kept for a trigram search, blind to its pattern, walks the
 * whole list for a rare reference that the trigram index finds at once, and a statement per
 * pattern would keep every search ever typed on the connection. `ids` is a searched page's
 * query that picks its ids (see listRecords): its SQL, the search written in, is a parameter of
 * the page's statement.
 */
export function compiled(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  run = sql,
  ids: CompiledQuery | null = null,
): CompiledQuery {
  const searched = params.includes(SEARCH_SLOTS[0]);
  return {
    sql,
    run,
    params,
    statement: searched
      ? null
      : prepareStatement(em, run, withSqlText(em, sql, params, params), isParameterSlot),
    ids,
  };
}

/**
 * `values` (a compiled query's `params`, its slots bound) with SQL_TEXT_SLOT's place holding
 * `sql` with the other values written in, as MikroORM writes values into SQL.
 */
function withSqlText(em: EntityManager, sql: string, params: readonly unknown[], values: readonly unknown[]) {
  const at = params.indexOf(SQL_TEXT_SLOT);
  if (at < 0) return values;
  const own = values.filter((_value, index) => index !== at);
  return values.with(at, em.getPlatform().formatQuery(sql, [...own]));
}

/**
 * Runs a compiled query (`run`) with the call's search and cursor, and returns its rows as the
 * driver read them. A searched page's statement gets its `ids` query's SQL with the search and
 * cursor written in, and runs it.
 */
export async function runCompiled<Row extends object>(
  em: EntityManager,
  query: CompiledQuery,
  search: string,
  cursor: string | null,
): Promise<Row[]> {
  const ids = query.ids
    ? em.getPlatform().formatQuery(query.ids.run, bindSlots(query.ids, search, cursor))
    : null;
  const values = bindSlots(query, search, cursor, ids);
  if (!query.statement)
    return em.execute<Row[]>(query.run, withSqlText(em, query.sql, query.params, values), 'all');
  return runStatement<Row>(
    em,
    query,
    values.filter((_value, index) => isParameterSlot(query.params[index])),
  );
}

/**
 * Runs a compiled query without a search (a prepared statement) with `parameters`: the values of
 * its cursor or ids slots, in the order they come (none without either). A list's cursor slots
 * all take the cursor's id; the board's take the last card's time and id.
 */
export function runStatement<Row extends object>(
  em: EntityManager,
  query: CompiledQuery,
  parameters: readonly unknown[],
): Promise<Row[]> {
  if (!query.statement) throw new Error('a compiled query with a search runs through runCompiled');
  return runPrepared<Row>(em, query.statement, parameters);
}

/** The compiled query's parameters with the call's search, cursor and ids in their slots. */
function bindSlots(
  query: CompiledQuery,
  search: string,
  cursor: string | null,
  ids: string | null = null,
): unknown[] {
  const [pattern, text] = search ? searchTextParameters(search) : [null, null];
  const slots = new Map<unknown, unknown>([
    [SEARCH_SLOTS[0], pattern],
    [SEARCH_SLOTS[1], text],
    [CURSOR_SLOT, cursor],
    [IDS_SLOT, ids],
  ]);
  return query.params.map((param) => (slots.has(param) ? slots.get(param) : param));
}
