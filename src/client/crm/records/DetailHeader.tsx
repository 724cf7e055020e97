import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type DetailHeaderProps = {
  title: string;
  subtitle?: string | null;
  badges?: ReactNode;
  backLabel: string;
  onBack: () => void;
  editLabel: string;
  onEdit: () => void;
};

/** The top of a record's detail view: back to the list, the record's name and badges, and Edit. */
export function DetailHeader({
  title,
  subtitle,
  badges,
  backLabel,
  onBack,
  editLabel,
  onEdit,
}: DetailHeaderProps) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack} px="xs">
          {backLabel}
        </Button>
        <Button leftSection={<IconPencil size={16} />} onClick={onEdit}>
          {editLabel}
        </Button>
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
