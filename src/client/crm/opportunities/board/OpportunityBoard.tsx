import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  closestCenter,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { Card, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { opportunityStage, type OpportunityStage } from '../../../../shared/enums.ts';
import { QueryError } from '../../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../../trpc.ts';
import { opportunityFiltersFromUrl } from '../OpportunityFilters.tsx';
import { BoardCardFace, type BoardOpportunity } from './BoardCard.tsx';
import { BoardColumn } from './BoardColumn.tsx';
import { columnKeyboardCoordinates } from './keyboardColumns.ts';
import { LossReasonModal } from './LossReasonModal.tsx';
import { useBoardMove } from './useBoardMove.ts';

const COLLAPSED_BY_DEFAULT: readonly OpportunityStage[] = ['closed_won', 'closed_lost'];

/**
 * The column under the pointer; by keyboard (no pointer), the column whose centre is nearest the
 * held card's (a card is wider than a collapsed column, so it overlaps the neighbours too).
 */
const collisions: CollisionDetection = (args) => {
  const underPointer = pointerWithin(args);
  return underPointer.length > 0 ? underPointer : closestCenter(args);
};

const stageName = (id: unknown) => opportunityStage.labels[id as OpportunityStage] ?? String(id);
const cardOf = (data: unknown) => (data as { card?: BoardOpportunity } | undefined)?.card;

/** What a screen reader hears while a card is moved. */
const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${cardOf(active.data.current)?.name ?? 'opportunity'}.`,
  onDragOver: ({ over }) => (over ? `Over ${stageName(over.id)}.` : 'Not over a stage.'),
  onDragEnd: ({ active, over }) =>
    over
      ? `Moved ${cardOf(active.data.current)?.name ?? 'opportunity'} to ${stageName(over.id)}.`
      : 'Dropped outside the board; nothing changed.',
  onDragCancel: () => 'Move cancelled; nothing changed.',
};

/**
 * The pipeline board: a column per stage with its count and total, cards moved between them by
 * mouse, touch or keyboard. Closed Won and Closed Lost start collapsed; a drop on Closed Lost
 * asks for the reason first.
 */
export function OpportunityBoard({
  params,
  onOpen,
}: {
  params: URLSearchParams;
  onOpen: (id: string) => void;
}) {
  const { ownerId, closeRange } = opportunityFiltersFromUrl(params);
  const filters = { ownerId, closeRange };
  const totals = useQuery(useTRPC().opportunities.boardTotals.queryOptions(filters));
  const [collapsed, setCollapsed] = useState<ReadonlySet<OpportunityStage>>(new Set(COLLAPSED_BY_DEFAULT));
  const [dragged, setDragged] = useState<BoardOpportunity | null>(null);
  const [losing, setLosing] = useState<BoardOpportunity | null>(null);
  const move = useBoardMove();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  function toggle(stage: OpportunityStage) {
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(stage)) next.add(stage);
      return next;
    });
  }

  function drop({ active, over }: DragEndEvent) {
    setDragged(null);
    const card = cardOf(active.data.current);
    const stage = over?.id as OpportunityStage | undefined;
    if (!card || !stage || stage === card.stage) return;
    if (stage === 'closed_lost') setLosing(card);
    else void move(card, stage);
  }

  if (totals.isError) {
    return <QueryError text="Error loading the board" error={totals.error} onRetry={totals.refetch} />;
  }

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={collisions}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move an opportunity, press Space, then Left or Right to choose a stage, and Space again to drop it there. Escape cancels.',
          },
        }}
        onDragStart={({ active }: DragStartEvent) => setDragged(cardOf(active.data.current) ?? null)}
        onDragEnd={drop}
        onDragCancel={() => setDragged(null)}
      >
        <Group gap="xs" wrap="nowrap" align="stretch" pb="xs" style={{ overflowX: 'auto' }}>
          {opportunityStage.values.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              filters={filters}
              total={totals.data?.find((column) => column.stage === stage)}
              collapsed={collapsed.has(stage)}
              onToggle={() => toggle(stage)}
              onOpen={onOpen}
            />
          ))}
        </Group>
        <DragOverlay>
          {dragged && (
            <Card withBorder radius="md" padding="sm" shadow="md" w={264} style={{ cursor: 'grabbing' }}>
              <BoardCardFace card={dragged} onOpen={onOpen} dragging />
            </Card>
          )}
        </DragOverlay>
      </DndContext>
      {losing && (
        <LossReasonModal
          name={losing.name}
          onCancel={() => setLosing(null)}
          onConfirm={(reason) => {
            setLosing(null);
            void move(losing, 'closed_lost', reason);
          }}
        />
      )}
    </>
  );
}
