import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type DetailHeaderProps = {
  title: string;
  subtitle?: string | null;
  badges?: ReactNode;
  backLabel: string;
  onBack: () => void;
  /** Absent for a read-only record. */
  edit?: { label: string; onEdit: () => void };
  /** Actions of the type's own, beside Edit (a quote's Withdraw). */
  actions?: ReactNode;
};

/** The top of a record's detail view: back to the list, the record's name and badges, and Edit. */
export function DetailHeader({
  title,
  subtitle,
  badges,
  backLabel,
  onBack,
  edit,
  actions,
}: DetailHeaderProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px="xs">
          {backLabel}
        </Button>
        <Group gap="sm">
          {actions}
          {edit && (
            <Button leftSection={<IconPencil size={16} />} onClick={edit.onEdit}>
              {edit.label}
            </Button>
          )}
        </Group>
      </Group>
      <Stack gap={4}>
        <Title order={2} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
        {badges && <Group gap={6}>{badges}</Group>}
      </Stack>
    </Stack>
  );
}
