import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

type StatCardProps = { title: string; value: string; hint: string; icon: Icon; color: string };

/** One figure on the dashboard, with what it counts. */
export function StatCard({ title, value, hint, icon: StatIcon, color }: StatCardProps) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} miw={0}>
          <Text size="sm" c="dimmed" fw={600}>
            {title}
          </Text>
          <Text fz={{ base: 20, sm: 24, lg: 26 }} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {/* Two cards to a row on a phone: the figure gets the room, the icon waits for a wider screen. */}
        <ThemeIcon
          variant="light"
          color={color}
          size={40}
          radius="md"
          aria-hidden
          visibleFrom="xs"
          style={{ flexShrink: 0 }}
        >
          <StatIcon size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
