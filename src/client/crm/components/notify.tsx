import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { serverErrorMessage } from '../../serverError.ts';

/** How long a delete's Undo stays offered. */
const UNDO_WINDOW_MS = 8000;

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

/** 'Failed to save contact', with the server's reason under it. */
export function notifyFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: serverErrorMessage(error) });
}

/** A success toast with an Undo button, offered for a few seconds after a delete. */
export function notifyWithUndo(message: string, undo: () => void): void {
  const id = `undo-${Date.now()}-${Math.random()}`;
  notifications.show({
    id,
    color: 'green',
    autoClose: UNDO_WINDOW_MS,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            undo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}
