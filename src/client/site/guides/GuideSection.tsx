import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled part of a guide page (an h2 under the page's h1). */
export function GuideSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="md">
      <Title order={2} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
