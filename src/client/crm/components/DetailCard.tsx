import { Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a record's detail view. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Card>
  );
}
