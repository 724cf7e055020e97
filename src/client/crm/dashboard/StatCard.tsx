import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type StatCardProps = { title: string; value: string; hint: string; icon: Icon; color: string };

/** One figure on the dashboard, with what it counts. */
export function StatCard({ title, value, hint, icon: StatIcon, color }: StatCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          <Text fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        <ThemeIcon variant="light" color={color} size={40} radius="md" aria-hidden>
          <StatIcon size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
