import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A small icon before a line of text, e.g. an envelope before an email address on a card. */
export function IconText({ icon: IconComponent, children }: { icon: Icon; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <IconComponent
        size={16}
        stroke={1.6}
        color="var(--mantine-color-dimmed)"
        style={{ flexShrink: 0, marginTop: 2 }}
        aria-hidden
      />
      <Text size="sm" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
