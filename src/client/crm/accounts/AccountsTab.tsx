import { Text } from '@mantine/core';

/** The accounts tab (built by its own issue). */
export function AccountsTab() {
  return <Text c="dimmed">The accounts tab is being built.</Text>;
}
