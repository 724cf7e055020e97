import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';

export default function PaymentComingSoonDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Payment coming soon">
      <Text size="sm">
        Card payments are not available yet. The integration with our card provider will be implemented here.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
