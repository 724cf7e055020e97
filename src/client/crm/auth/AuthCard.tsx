import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AuthCardProps = { title: string; subtitle?: string; children: ReactNode };

/** The login screen's card: a centred title and subtitle above its content. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Card withBorder shadow="sm" radius="md" padding="xl">
      <Stack gap={4} mb="lg" align="center">
        <Title order={2} size="h3">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" ta="center">
            {subtitle}
          </Text>
        )}
      </Stack>
      {children}
    </Card>
  );
}
