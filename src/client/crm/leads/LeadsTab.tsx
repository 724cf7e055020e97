import { Text } from '@mantine/core';

/** The leads tab (built by its own issue). */
export function LeadsTab() {
  return <Text c="dimmed">The leads tab is being built.</Text>;
}
