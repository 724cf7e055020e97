import { ActionIcon, Badge, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { opportunityStage, type OpportunityStage } from '../../../../shared/enums.ts';
import { formatAud } from '../../../../shared/format.ts';
import type { BoardFilters } from '../../../../shared/schemas/opportunity.ts';
import { QueryError } from '../../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../../trpc.ts';
import { stageColors } from '../StageBadge.tsx';
import { BoardCard } from './BoardCard.tsx';

/** How close to a column's end its scroll must come before the next cards load. */
const NEAR_END_PX = 120;

type BoardColumnProps = {
  stage: OpportunityStage;
  filters: BoardFilters;
  total: { count: number; total: number } | undefined;
  collapsed: boolean;
  onToggle: () => void;
  onOpen: (id: string) => void;
};

/** The cards of one stage, 20 at a time, the next ones as the column scrolls to its end. */
export function boardColumnOptions(
  trpc: ReturnType<typeof useTRPC>,
  stage: OpportunityStage,
  filters: BoardFilters,
) {
  return trpc.opportunities.boardColumn.infiniteQueryOptions(
    { stage, ...filters },
    { getNextPageParam: (page) => page.nextCursor },
  );
}

/** One stage: its name, count and total; its cards unless collapsed; a drop target either way. */
export function BoardColumn({ stage, filters, total, collapsed, onToggle, onOpen }: BoardColumnProps) {
  const trpc = useTRPC();
  const cards = useInfiniteQuery({ ...boardColumnOptions(trpc, stage, filters), enabled: !collapsed });
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const label = opportunityStage.label(stage);
  const items = cards.data?.pages.flatMap((page) => page.items) ?? [];

  const count = total?.count;
  const header = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      onClick={onToggle}
      aria-expanded={!collapsed}
      aria-label={collapsed ? `Show ${label} cards` : `Hide ${label} cards`}
    >
      {collapsed ? <IconChevronRight size={16} /> : <IconChevronDown size={16} />}
    </ActionIcon>
  );
  const figures = (
    <>
      <Badge size="sm" variant="white" color="dark" aria-label={`${count ?? 0} opportunities`}>
        {count ?? '…'}
      </Badge>
      <Text size="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatAud(total?.total ?? 0)}
      </Text>
    </>
  );

  return (
    <Card
      ref={setNodeRef}
      component="section"
      aria-label={`${label} column`}
      withBorder
      radius="md"
      padding="xs"
      bg={isOver ? 'blue.0' : 'gray.1'}
      style={{
        flex: collapsed ? '0 0 56px' : '1 0 210px',
        alignSelf: 'stretch',
        borderTop: `3px solid var(--mantine-color-${stageColors[stage]}-6)`,
      }}
    >
      {collapsed ? (
        // A narrow strip: the stage's name, count and total read top to bottom.
        <Stack gap="xs" align="center">
          {header}
          <Text fw={700} size="sm" style={{ writingMode: 'vertical-rl' }}>
            {label}
          </Text>
          <Stack gap={6} align="center" style={{ writingMode: 'vertical-rl' }}>
            {figures}
          </Stack>
        </Stack>
      ) : (
        <>
          <Group gap={6} wrap="nowrap" px={2}>
            {header}
            <Text fw={700} size="sm" truncate style={{ flex: 1 }}>
              {label}
            </Text>
          </Group>
          <Group gap={6} justify="space-between" px={6} pb="xs">
            {figures}
          </Group>
          <Box
            mah="calc(100dvh - 300px)"
            style={{ overflowY: 'auto' }}
            onScroll={(event) => {
              const { scrollTop, clientHeight, scrollHeight } = event.currentTarget;
              const nearEnd = scrollTop + clientHeight >= scrollHeight - NEAR_END_PX;
              if (nearEnd && cards.hasNextPage && !cards.isFetchingNextPage) void cards.fetchNextPage();
            }}
          >
            <Stack gap="xs" p={2}>
              {cards.isPending ? (
                <Loader size="sm" mx="auto" my="md" aria-label={`Loading ${label}`} />
              ) : cards.isError ? (
                <QueryError text={`Error loading ${label}`} error={cards.error} onRetry={cards.refetch} />
              ) : items.length === 0 ? (
                <Text size="sm" c="dimmed" ta="center" py="md">
                  No opportunities
                </Text>
              ) : (
                items.map((card) => <BoardCard key={card.id} card={card} onOpen={onOpen} />)
              )}
              {cards.hasNextPage && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  loading={cards.isFetchingNextPage}
                  onClick={() => void cards.fetchNextPage()}
                >
                  Load more
                </Button>
              )}
            </Stack>
          </Box>
        </>
      )}
    </Card>
  );
}
