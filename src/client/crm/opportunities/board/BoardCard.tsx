import { ActionIcon, Anchor, Avatar, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useDraggable } from '@dnd-kit/core';
import { IconGripVertical } from '@tabler/icons-react';
import { formatDate } from '../../../../shared/format.ts';
import type { RouterOutputs } from '../../../trpc.ts';
import { amountText, daysInStage, initials } from '../opportunityText.ts';

export type BoardOpportunity = RouterOutputs['opportunities']['boardColumn']['items'][number];

type BoardCardProps = { card: BoardOpportunity; onOpen: (id: string) => void; dragging?: boolean };

/** The card as it looks, in its column or under the pointer while dragged. */
export function BoardCardFace({ card, onOpen, dragging = false }: BoardCardProps) {
  const days = daysInStage(card.stageChangedAt);
  return (
    <Stack gap={4} miw={0} style={{ flex: 1 }}>
      <Anchor
        component="button"
        type="button"
        fw={600}
        size="sm"
        ta="left"
        c="dark"
        onClick={() => onOpen(card.id)}
        style={{ overflowWrap: 'anywhere' }}
        tabIndex={dragging ? -1 : 0}
      >
        {card.name}
      </Anchor>
      <Text size="xs" c="dimmed" truncate>
        {card.accountName}
      </Text>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {amountText(card.amount)}
        </Text>
        {card.ownerName ? (
          <Tooltip label={card.ownerName} withinPortal>
            <Avatar size={24} radius="xl" color="blue" aria-label={`Owner: ${card.ownerName}`}>
              {initials(card.ownerName)}
            </Avatar>
          </Tooltip>
        ) : (
          <Text size="xs" c="dimmed">
            No owner
          </Text>
        )}
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {card.expectedCloseDate ? `Close ${formatDate(card.expectedCloseDate)}` : 'No close date'}
        </Text>
        <Text size="xs" c="dimmed">
          {days === 1 ? '1 day' : `${days} days`} in stage
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * A card on the board: dragged by mouse or touch anywhere on it, or by keyboard from its handle
 * (Space to lift, Left and Right between columns, Space to drop, Escape to cancel).
 */
export function BoardCard({ card, onOpen }: BoardCardProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: card.id,
    data: { card },
  });
  return (
    <Card
      ref={setNodeRef}
      withBorder
      radius="md"
      padding="sm"
      data-opportunity={card.name}
      style={{ opacity: isDragging ? 0.4 : 1, touchAction: 'manipulation', cursor: 'grab' }}
      {...listeners}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          {...attributes}
          aria-label={`Move ${card.name}`}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <BoardCardFace card={card} onOpen={onOpen} />
      </Group>
    </Card>
  );
}
