import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { OpportunityStage } from '../../../../shared/enums.ts';
import { useTRPC, type RouterOutputs } from '../../../trpc.ts';
import { notifyFailure } from '../../components/notify.tsx';
import type { BoardOpportunity } from './BoardCard.tsx';

type ColumnPages = InfiniteData<RouterOutputs['opportunities']['boardColumn']>;
type Totals = RouterOutputs['opportunities']['boardTotals'];

/** The stage of a column's query, from its tRPC key `[path, { input: { stage, … } }]`. */
function stageOf(key: QueryKey): unknown {
  const [, options] = key as [unknown, { input?: { stage?: unknown } } | undefined];
  return options?.input?.stage;
}

/** A column's pages without the card, or with it at the top when the column is the card's new stage. */
function movedPages(
  data: ColumnPages,
  columnStage: unknown,
  card: BoardOpportunity,
  stage: OpportunityStage,
) {
  const pages = data.pages.map((page) => ({
    ...page,
    items: page.items.filter((item) => item.id !== card.id),
  }));
  const [first, ...rest] = pages;
  if (columnStage !== stage || !first) return { ...data, pages };
  const moved = { ...card, stage, stageChangedAt: new Date() };
  return { ...data, pages: [{ ...first, items: [moved, ...first.items] }, ...rest] };
}

function movedTotals(totals: Totals, card: BoardOpportunity, stage: OpportunityStage): Totals {
  const amount = card.amount ?? 0;
  return totals.map((column) =>
    column.stage === card.stage
      ? { ...column, count: column.count - 1, total: column.total - amount }
      : column.stage === stage
        ? { ...column, count: column.count + 1, total: column.total + amount }
        : column,
  );
}

/**
 * Moves a card to another stage at once on screen (both columns, their counts and totals), then
 * saves. If the server refuses, the board goes back to how it was and a toast says why; after a
 * save every CRM query is read again (the mutation cache's rule).
 */
export function useBoardMove() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const move = useMutation(trpc.opportunities.moveStage.mutationOptions());
  const columns = trpc.opportunities.boardColumn.pathFilter();
  const totals = trpc.opportunities.boardTotals.pathFilter();

  return async (card: BoardOpportunity, stage: OpportunityStage, lossReason: string | null = null) => {
    if (card.stage === stage) return;
    await Promise.all([queryClient.cancelQueries(columns), queryClient.cancelQueries(totals)]);
    const before = [...queryClient.getQueriesData(columns), ...queryClient.getQueriesData(totals)];
    for (const [key, data] of queryClient.getQueriesData<ColumnPages>(columns)) {
      if (data) queryClient.setQueryData(key, movedPages(data, stageOf(key), card, stage));
    }
    for (const [key, data] of queryClient.getQueriesData<Totals>(totals)) {
      if (data) queryClient.setQueryData(key, movedTotals(data, card, stage));
    }
    try {
      await move.mutateAsync({ id: card.id, stage, lossReason });
    } catch (error) {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
      notifyFailure('Failed to move opportunity', error);
    }
  };
}
