import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page } from '../../../shared/schemas/fields.ts';
import { containsPattern } from '../../db/search.ts';
import type { ListInput, ListQuery, ListRow, RecordEntity, RecordList, SortTerm } from './record-type.ts';

/**
 * One page of a record list, as plain rows: the type's joins, columns and filters, then the
 * soft-delete filter, the search (every `searchIn` expression, `ilike`, OR-ed), the sort and
 * the page. Every record list is read here, so paging and counting change in one place.
 */
export async function listRecords<Entity extends RecordEntity, Row, Input extends ListInput, Joined>(
  em: EntityManager,
  entity: EntityClass<Entity>,
  list: RecordList<Entity, Row, Input, Joined>,
  input: Input,
): Promise<Page<Row>> {
  const qb: ListQuery<Entity> = em.createQueryBuilder(entity, 'r');
  await list.query(qb, em, input);
  await qb.applyFilters();
  if (input.search) {
    const pattern = containsPattern(input.search);
    qb.andWhere(
      `(${list.searchIn.map((expression) => `${expression} ilike ?`).join(' or ')})`,
      list.searchIn.map(() => pattern),
    );
  }
  const total = await qb.clone().getCount();
  const sort = list.sorts[input.sort as Input['sort']];
  qb.orderBy(sort.map((term) => ({ [term.column]: term.direction })))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const rows = await qb.execute<ListRow<Entity, Joined>[]>('all');
  return { items: rows.map(list.toRow), total, page: input.page, pageSize: input.pageSize };
}

/**
 * The join condition that keeps a joined record type's deleted rows out (its soft-delete
 * filter), for `qb.leftJoin(path, alias, await liveJoin(em, Entity))`: the query builder
 * applies filters to the root only.
 */
export async function liveJoin<Entity extends object>(em: EntityManager, entity: EntityClass<Entity>) {
  return (await em.applyFilters(entity, {}, undefined, 'read')) ?? {};
}

/** ORDER BY the columns ascending, then the id, so equal values page in a stable order. */
export function ascending(...columns: string[]): SortTerm[] {
  return [...columns, 'r.id'].map((column) => ({ column, direction: 'asc' }));
}

/** Newest first, then the id. */
export const newestFirst: SortTerm[] = [
  { column: 'r.createdAt', direction: 'desc' },
  { column: 'r.id', direction: 'desc' },
];
