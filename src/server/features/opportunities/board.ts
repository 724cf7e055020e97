import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { opportunityStage, type OpportunityStage } from '../../../shared/enums.ts';
import {
  BOARD_PAGE_SIZE,
  type BoardColumnInput,
  type BoardFilters,
} from '../../../shared/schemas/opportunity.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { compiled, compiledQuery, CURSOR_SLOT, runStatement } from '../records/compiled-queries.ts';
import { mappedRows, rootColumns } from '../records/list-query.ts';
import type { ListQuery, ListRow } from '../records/record-type.ts';
import { opportunitySummaryColumns, type OpportunitySummary } from './dto.ts';
import { closeRangeFilter } from './close-range.ts';
import { selectSummary, toSummaryRow, type OpportunityColumns } from './opportunity-type.ts';

function applyBoardFilters(qb: ListQuery<Opportunity>, { ownerId, closeRange }: BoardFilters) {
  if (ownerId) qb.andWhere({ owner: ownerId });
  if (closeRange) qb.andWhere(closeRangeFilter(closeRange));
}

export type StageTotal = { stage: OpportunityStage; count: number; total: number };

/**
 * Each stage's number of opportunities and their summed amount, in one aggregate over the live
 * rows (the board index covers stage and amount), compiled once per filters and run as a
 * prepared statement (records/compiled-queries.ts).
 */
export async function boardTotals(em: EntityManager, filters: BoardFilters): Promise<StageTotal[]> {
  const query = await compiledQuery(boardTotals, filters, async () => {
    const qb: ListQuery<Opportunity> = em.createQueryBuilder(Opportunity, 'r');
    qb.select([
      'r.stage',
      raw('count(*)::int as count'),
      raw('coalesce(sum(r.amount), 0)::text as total'),
    ]).groupBy('r.stage');
    applyBoardFilters(qb, filters);
    await qb.applyFilters();
    const { sql, params } = qb.toQuery();
    return compiled(em, sql, params);
  });
  const rows = await runStatement<{ stage: OpportunityStage; count: number; total: string }>(em, query, []);
  return opportunityStage.values.map((stage) => {
    const row = rows.find((found) => found.stage === stage);
    return { stage, count: row?.count ?? 0, total: Number(row?.total ?? 0) };
  });
}

export type BoardCursor = { stageChangedAt: Date; id: string };
export type BoardColumnPage = { items: OpportunitySummary[]; nextCursor: BoardCursor | null };

/**
 * A column's cards, latest into the stage first, after `cursor` (the last card shown): keyset
 * paging on (stage_changed_at, id), which the board index serves, so a far page costs what the
 * first does. Compiled once per shape and run as a prepared statement, as a list's page is
 * (records/compiled-queries.ts): the cursor's two values are its parameters.
 */
export async function boardColumn(
  em: EntityManager,
  { stage, cursor, ...filters }: BoardColumnInput,
): Promise<BoardColumnPage> {
  const query = await compiledQuery(boardColumn, { stage, ...filters, cursor: Boolean(cursor) }, async () => {
    const qb: ListQuery<Opportunity> = em.createQueryBuilder(Opportunity, 'r');
    selectSummary(qb).where({ stage });
    qb.addSelect(rootColumns(em, Opportunity, opportunitySummaryColumns));
    applyBoardFilters(qb, filters);
    if (cursor) qb.andWhere('(r.stage_changed_at, r.id) < (?, ?)', [CURSOR_SLOT, CURSOR_SLOT]);
    qb.orderBy([{ stageChangedAt: 'desc' }, { id: 'desc' }]).limit(BOARD_PAGE_SIZE + 1);
    await qb.applyFilters();
    const { sql, params } = qb.toQuery();
    return compiled(em, sql, params);
  });
  const rows = mappedRows<ListRow<Opportunity, OpportunityColumns>>(
    em,
    Opportunity,
    await runStatement(em, query, cursor ? [cursor.stageChangedAt, cursor.id] : []),
  );
  const items = rows.slice(0, BOARD_PAGE_SIZE).map(toSummaryRow);
  const last = items.at(-1);
  const nextCursor =
    rows.length > BOARD_PAGE_SIZE && last ? { stageChangedAt: last.stageChangedAt, id: last.id } : null;
  return { items, nextCursor };
}
