import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { SectionCard } from '../proposals/SectionCard.tsx';

/** Card payments are not connected yet: the button only explains that. */
export function PaymentMethodCard() {
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <SectionCard
      title="Payment Method"
      description="Online card payment is on its way. Until then, we contact you to arrange payment once you submit your application."
    >
      <Group>
        <Button leftSection={<IconCreditCard size={18} aria-hidden />} onClick={open}>
          Process Payment (Coming Soon)
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Payment coming soon">
        <Text size="sm">
          Card payments are not available yet. The integration with our card provider will be implemented
          here.
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button onClick={close}>Close</Button>
        </Group>
      </Modal>
    </SectionCard>
  );
}
