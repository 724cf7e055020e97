import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { lazyPart } from '../../components/lazyPart.tsx';
import { SectionCard } from '../proposals/SectionCard.tsx';

// The dialog (Modal, focus trap, scroll lock) loads once the checkout shows; a click before then opens it when it arrives.
const PaymentComingSoonDialog = lazyPart(() => import('./PaymentComingSoonDialog.tsx'));

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
      <PaymentComingSoonDialog opened={opened} onClose={close} />
    </SectionCard>
  );
}
