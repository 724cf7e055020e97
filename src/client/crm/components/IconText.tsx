import { Group, Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type IconTextProps = {
  icon: Icon;
  children: ReactNode;
  /** One line cut with an ellipsis, the whole text in its tooltip: for what must not break mid-word (an email). */
  oneLine?: string;
};

/** A small icon before a line of text, e.g. an envelope before an email address on a card. */
export function IconText({ icon: IconComponent, children, oneLine }: IconTextProps) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <IconComponent
        size={16}
        stroke={1.6}
        color="var(--mantine-color-dimmed)"
        style={{ flexShrink: 0, marginTop: 2 }}
        aria-hidden
      />
      {oneLine ? (
        <Text size="sm" truncate="end" title={oneLine} style={{ minWidth: 0 }}>
          {children}
        </Text>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'break-word', minWidth: 0 }}>
          {children}
        </Text>
      )}
    </Group>
  );
}
