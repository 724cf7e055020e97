import { Button, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type RecordNotFoundProps = { title: string; backLabel: string; onBack: () => void; children?: ReactNode };

/** 'Contact not found' and a way back to the list, for a missing or deleted record. */
export function RecordNotFound({ title, backLabel, onBack, children }: RecordNotFoundProps) {
  return (
    <EmptyState mt="xl" icon={<IconSearchOff size={32} />} withIndicatorBackground title={title}>
      {children}
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        {backLabel}
      </Button>
    </EmptyState>
  );
}
