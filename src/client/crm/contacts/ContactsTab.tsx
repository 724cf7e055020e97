import { Text } from '@mantine/core';

/** The contacts tab (built by its own issue). */
export function ContactsTab() {
  return <Text c="dimmed">The contacts tab is being built.</Text>;
}
