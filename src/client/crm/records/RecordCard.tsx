import { ActionIcon, Card, Group, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MouseEvent, ReactNode } from 'react';
import classes from './RecordCard.module.css';

/** What a card's clicks do: open the record, edit it, delete it (the kit supplies them; a read-only type has no edit and delete). */
export type RecordCardActions = { onOpen: () => void; onEdit?: () => void; onDelete?: () => void };

type RecordCardProps = RecordCardActions & {
  /** The record's name, the card's heading. */
  title: string;
  badges: ReactNode;
  children: ReactNode;
};

/** A card in a record list: badges, pencil and bin buttons, the name; a click anywhere opens the record. */
export function RecordCard({ title, badges, onOpen, onEdit, onDelete, children }: RecordCardProps) {
  const only = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  return (
    <Card withBorder radius="md" padding="lg" onClick={onOpen} style={{ cursor: 'pointer' }}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="xs">
        <Group gap={6} className={classes.badges}>
          {badges}
        </Group>
        <Group gap={2} wrap="nowrap">
          {onEdit && (
            <ActionIcon variant="subtle" color="gray" aria-label={`Edit ${title}`} onClick={only(onEdit)}>
              <IconPencil size={18} />
            </ActionIcon>
          )}
          {onDelete && (
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${title}`} onClick={only(onDelete)}>
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>
      <Stack gap={6}>
        <UnstyledButton onClick={only(onOpen)}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        </UnstyledButton>
        {children}
      </Stack>
    </Card>
  );
}
