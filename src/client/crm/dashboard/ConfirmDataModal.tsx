import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmDataModalProps = {
  opened: boolean;
  title: string;
  /** What will happen to the data, in plain words. */
  warning: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before an action that replaces or removes all CRM data. */
export function ConfirmDataModal({
  opened,
  title,
  warning,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDataModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="lg">
        <Text size="sm">{warning}</Text>
        <Text size="sm">
          A backup of all data is taken first: Settings › Backups lists it, and an admin of the server can
          restore it.
        </Text>
        <Text size="sm" fw={600}>
          This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
