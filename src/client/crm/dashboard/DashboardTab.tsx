import { Text } from '@mantine/core';

/** The dashboard tab (built by its own issue). */
export function DashboardTab() {
  return <Text c="dimmed">The dashboard tab is being built.</Text>;
}
