import { Fieldset, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of a record form's fields, two columns from small screens up. */
export function RecordFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset legend={title} radius="md" styles={{ legend: { fontWeight: 600 } }}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** Style for a field that spans both columns of a section. */
export const fullWidth = { gridColumn: '1 / -1' } as const;
