import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SettingsCardProps = { title: string; description: string; children: ReactNode };

/** One part of a settings page: a heading, a sentence on what it is for, and its content. */
export function SettingsCard({ title, description, children }: SettingsCardProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap={4} mb="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Card>
  );
}
