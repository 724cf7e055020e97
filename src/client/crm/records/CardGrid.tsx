import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** The record lists' card grid: one, two or three columns as the content area widens. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid type="container" cols={{ base: 1, '560px': 2, '900px': 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}
