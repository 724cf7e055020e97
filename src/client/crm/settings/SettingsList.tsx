import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A settings card's list of things the user has (passkeys, sessions), named for screen readers. */
export function SettingsList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}

type SettingsListItemProps = {
  /** The thing's name. */
  title: ReactNode;
  /** Beside the name ('This device'). */
  badge?: ReactNode;
  /** Dimmed lines under the name: when it was added, used, where from. */
  details: readonly ReactNode[];
  /** The buttons at the row's end. */
  actions: ReactNode;
};

/** One row of a SettingsList: name and details, the actions at the end. */
export function SettingsListItem({ title, badge, details, actions }: SettingsListItemProps) {
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              {title}
            </Text>
            {badge}
          </Group>
          {details.map((line, index) => (
            <Text key={index} size="xs" c="dimmed">
              {line}
            </Text>
          ))}
        </Stack>
        {/* The text wraps; the buttons keep their width, also at 390 px. */}
        <Box style={{ flexShrink: 0 }}>{actions}</Box>
      </Group>
    </Paper>
  );
}
