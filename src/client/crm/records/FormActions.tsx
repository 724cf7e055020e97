import { Button, Group } from '@mantine/core';

type FormActionsProps = { saveLabel: string; submitting: boolean; onCancel: () => void };

/** Cancel and the save button ('Saving...' while busy) at the foot of a record form. */
export function FormActions({ saveLabel, submitting, onCancel }: FormActionsProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel} disabled={submitting}>
        Cancel
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Saving...' : saveLabel}
      </Button>
    </Group>
  );
}
