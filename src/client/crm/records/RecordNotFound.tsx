import { Button, EmptyState } from '@mantine/core';
import { IconArrowLeft, IconSearchOff } from '@tabler/icons-react';

type RecordNotFoundProps = { title: string; backLabel: string; onBack: () => void };

/** 'Contact not found' and a way back to the list, for a missing or deleted record. */
export function RecordNotFound({ title, backLabel, onBack }: RecordNotFoundProps) {
  return (
    <EmptyState mt="xl" icon={<IconSearchOff size={32} />} withIndicatorBackground title={title}>
      <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
        {backLabel}
      </Button>
    </EmptyState>
  );
}
