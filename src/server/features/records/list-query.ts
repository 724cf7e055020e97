import {
  raw,
  type EntityClass,
  type EntityDictionary,
  type EntityKey,
  type RawQueryFragment,
} from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EXACT_COUNT_LIMIT, type ListTotal, type Page } from '../../../shared/schemas/fields.ts';
import { searchTextCondition, searchTextParameters } from '../../db/search.ts';
import { mapRows } from '../../db/row-mapper.ts';
import type { TableColumns } from '../../../shared/schemas/bulk.ts';
import type {
  ListInput,
  ListQuery,
  ListRow,
  ListSort,
  RecordEntity,
  RecordList,
  RootColumn,
} from './record-type.ts';
import { tableColumns, tableColumnSelects } from './table-columns.ts';
import {
  compiled,
  compiledQuery,
  CURSOR_SLOT,
  IDS_SLOT,
  listShape,
  runCompiled,
  SEARCH_SLOTS,
  SQL_TEXT_SLOT,
  type CompiledQuery,
} from './compiled-queries.ts';

/**
 * One page of a record list, as plain rows: the type's filters, joins and joined columns, the
 * root's columns the list shows (`columns`), then the soft-delete filter, the search (the root's
 * `search_text`), and the page after (or before) a cursor in the chosen sort (keyset paging: no
 * OFFSET, so a deep page costs what the first does). Every record list is read here; its total is
 * a call of its own (`countRecords`), so turning pages never counts. Each row carries the table
 * view's columns (`table`: owner, next task, last activity; table-columns.ts).
 */
export async function listRecords<Entity extends RecordEntity, Row, Input extends ListInput, Joined>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  list: RecordList<Entity, Row, Input, Joined>,
  input: Input,
): Promise<Page<Row & { table: TableColumns }>> {
  const sort: ListSort = list.sorts[input.sort as Input['sort']];
  const cursor = input.before ?? input.after ?? null;
  const backwards = Boolean(input.before);
  const direction = backwards === (sort.direction === 'asc') ? 'desc' : 'asc';
  const query = await compiledQuery(list, listShape('page', input), async () => {
    const limit = input.pageSize + 1;
    const qb = await filteredQuery(em, entity, list, input, null);
    await list.display?.(qb, em);
    qb.addSelect(rootColumns(em, entity, list.columns));
    const extra = tableColumnSelects(em, entity, list.owner);
    if (extra.length > 0) qb.addSelect(extra);
    if (input.search) {
      // The rows a search finds come from the trigram index in no order. Joined first and then
      // sorted, every one of them would be joined for a page of 25 (contacts 'nguyen': 1,260
      // accounts read, 6.3 ms against 2.6). So the page's ids are picked first from the root
      // alone, by plain SQL planned for the search, and the page is read by those ids as a
      // prepared statement: planning the joins and the table view's subqueries at every call
      // cost PostgreSQL more than the search itself (0.6 ms against 0.15 for the ids alone).
      // The statement runs the search's SQL itself (`picked_ids`, in a subquery so it runs once),
      // so both are one round trip.
      const ids = await filteredQuery(em, entity, list, input, SEARCH_SLOTS);
      ids.select(raw('r.id'));
      pageAfter(em, entity, ids, sort, direction, cursor && CURSOR_SLOT, limit);
      const picked = ids.toQuery();
      qb.andWhere('r.id = any((select picked_ids(?))::uuid[])', [IDS_SLOT]);
      pageAfter(em, entity, qb, sort, direction, null, limit);
      const { sql, params } = qb.toQuery();
      return compiled(em, sql, params, sql, compiled(em, picked.sql, picked.params));
    }
    pageAfter(em, entity, qb, sort, direction, cursor && CURSOR_SLOT, limit);
    const { sql, params } = qb.toQuery();
    return compiled(em, sql, params);
  });
  const rows = await readRows<ListRow<Entity, Joined>>(em, entity, query, input.search, cursor);
  const more = rows.length > input.pageSize;
  const page = rows.slice(0, input.pageSize);
  if (backwards) {
    // Fewer rows than a page before the cursor (some were added or deleted): the first page.
    if (page.length < input.pageSize) return listRecords(em, entity, list, { ...input, before: null });
    page.reverse();
  }
  const ids = page.map((row) => row.id);
  const first = ids[0] ?? null;
  const last = ids.at(-1) ?? null;
  return {
    items: page.map((row) => ({ ...list.toRow(row), table: tableColumns(row) })),
    next: backwards || more ? last : null,
    previous: backwards ? (more ? first : null) : cursor && first,
  };
}

/**
 * Every row of a list (its search, filters and sort, ignoring its page), in batches of
 * `batchSize` read one after the other by keyset, so only one batch is ever in memory: for
 * the CSV export. Rows are the list query's plain rows with every column of the root, before `toRow`.
 */
export async function* allListRows<Entity extends RecordEntity, Row, Input extends ListInput, Joined>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  list: RecordList<Entity, Row, Input, Joined>,
  input: Input,
  batchSize: number,
): AsyncGenerator<ListRow<Entity, Joined>[]> {
  const search = input.search ? searchTextParameters(input.search) : null;
  const base = await filteredQuery(em, entity, list, input, search);
  await list.display?.(base, em);
  base.addSelect('r.*');
  const sort: ListSort = list.sorts[input.sort as Input['sort']];
  let cursor: string | null = null;
  for (;;) {
    const qb = base.clone();
    pageAfter(em, entity, qb, sort, sort.direction, cursor, batchSize);
    const rows = await qb.execute<ListRow<Entity, Joined>[]>('all');
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    cursor = rows.at(-1)?.id ?? null;
  }
}

/** The root's columns a page reads, in SQL: the id and the list's `columns`, or every column. */
export function rootColumns<Entity extends RecordEntity>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  columns: readonly RootColumn<Entity>[] | undefined,
): RawQueryFragment[] {
  if (!columns) return [raw('r.*')];
  const { properties } = em.getMetadata(entity);
  return ['id', ...columns].map((name) => raw(`r.${properties[name as EntityKey<Entity>].fieldNames[0]}`));
}

/**
 * The list's query before its page and what it shows: the type's filters, soft delete, and the
 * search, `search` being its two parameters (searchTextParameters, or their slots).
 */
async function filteredQuery<Entity extends RecordEntity, Row, Input extends ListInput, Joined>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  list: RecordList<Entity, Row, Input, Joined>,
  input: Input,
  search: readonly [string, string] | null,
): Promise<ListQuery<Entity>> {
  const qb: ListQuery<Entity> = em.createQueryBuilder(entity, 'r');
  await list.query?.(qb, em, input);
  if (input.ids) qb.andWhere({ id: { $in: input.ids } } as never);
  await qb.applyFilters();
  if (search) qb.andWhere(searchTextCondition('r.search_text'), [...search]);
  return qb;
}

/** Runs a compiled list query, its rows as the query builder gives them (mappedRows). */
async function readRows<ListedRow>(
  em: EntityManager,
  entity: EntityClass<object>,
  query: CompiledQuery,
  search: string,
  cursor: string | null,
): Promise<ListedRow[]> {
  return mappedRows(em, entity, await runCompiled<EntityDictionary<object>>(em, query, search, cursor));
}

/** Rows as the driver read them, mapped as the query builder maps them (the root's columns by property name, through the entity's metadata). */
export function mappedRows<ListedRow>(
  em: EntityManager,
  entity: EntityClass<object>,
  rows: EntityDictionary<object>[],
): ListedRow[] {
  return mapRows<ListedRow>(em, em.getMetadata(entity), rows);
}

/** Orders the query by the sort (then the id) in `direction` and keeps `limit` rows after the cursor's. */
function pageAfter<Entity extends RecordEntity>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  qb: ListQuery<Entity>,
  sort: ListSort,
  direction: 'asc' | 'desc',
  cursor: string | null,
  limit: number,
) {
  const keys = [...sort.keys, 'r.id'];
  if (cursor) {
    // The cursor is the id of the row the page starts after; its sort key is read in SQL.
    const table = em.getMetadata(entity).tableName;
    const cursorKeys = sort.keys.map((key) => `(select ${key} from "${table}" r where r.id = ?)`);
    qb.andWhere(
      `(${keys.join(', ')}) ${direction === 'asc' ? '>' : '<'} (${[...cursorKeys, '?'].join(', ')})`,
      [...sort.keys.map(() => cursor), cursor],
    );
  }
  qb.orderBy(keys.map((key) => ({ [raw(key)]: direction }))).limit(limit);
}

/**
 * How many rows the list has (cursors and sort aside): counted exactly up to EXACT_COUNT_LIMIT
 * (reading at most that many), beyond it the planner's estimate of the same query (EXPLAIN, no
 * rows read), in the same statement (`planned_rows`, Migration20261128090000_planned_rows).
 */
export async function countRecords<Entity extends RecordEntity, Row, Input extends ListInput, Joined>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  list: RecordList<Entity, Row, Input, Joined>,
  input: Input,
): Promise<ListTotal> {
  const query = await compiledQuery(list, listShape('count', input), async () => {
    const qb = await filteredQuery(em, entity, list, input, input.search ? SEARCH_SLOTS : null);
    const { sql, params } = qb.select(raw('1')).toQuery();
    const counting = `select rows, case when rows > ${EXACT_COUNT_LIMIT} then planned_rows(?) end as planned
      from (select count(*)::int as rows from (${sql} limit ${EXACT_COUNT_LIMIT + 1}) as limited) as counted`;
    return compiled(em, sql, [SQL_TEXT_SLOT, ...params], counting);
  });
  const [counted] = await runCompiled<{ rows: number; planned: number | null }>(
    em,
    query,
    input.search,
    null,
  );
  const rows = counted?.rows ?? 0;
  if (rows <= EXACT_COUNT_LIMIT) return { total: rows, totalIs: 'exact' };
  const estimate = Math.round(counted?.planned ?? 0);
  return estimate > EXACT_COUNT_LIMIT
    ? { total: estimate, totalIs: 'estimate' }
    : { total: EXACT_COUNT_LIMIT, totalIs: 'moreThan' };
}

/**
 * The join condition that keeps a joined record type's deleted rows out (its soft-delete
 * filter), for `qb.leftJoin(path, alias, await liveJoin(em, Entity))`: the query builder
 * applies filters to the root only.
 */
export async function liveJoin<Entity extends object>(em: EntityManager, entity: EntityClass<Entity>) {
  return (await em.applyFilters(entity, {}, undefined, 'read')) ?? {};
}

/** A sort on SQL expressions of the root `r`, smallest first (then the id). */
export function ascending(...keys: string[]): ListSort {
  return { keys, direction: 'asc' };
}

/** A sort on SQL expressions of the root `r`, largest first (then the id). */
export function descending(...keys: string[]): ListSort {
  return { keys, direction: 'desc' };
}

export const newestFirst = descending('r.created_at');
export const oldestFirst = ascending('r.created_at');
