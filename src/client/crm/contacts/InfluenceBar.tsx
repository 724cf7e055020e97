import { Group, Progress, Stack, Text } from '@mantine/core';

/** Decision maker influence as a bar with its label and percentage. */
export function InfluenceBar({ influence, label = 'Influence' }: { influence: number; label?: string }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="xs" fw={600}>
          {influence}%
        </Text>
      </Group>
      <Progress value={influence} size="sm" aria-label={`Decision maker influence ${influence}%`} />
    </Stack>
  );
}
