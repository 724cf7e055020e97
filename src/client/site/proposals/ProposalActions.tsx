import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { lazyPart } from '../../components/lazyPart.tsx';
import { cleanToasts } from '../../components/toasts.ts';
import { useHydrated } from '../../components/useHydrated.tsx';

// The dialog (Modal, focus trap, the terms' text) loads while the page hydrates, not before it.
const TermsDialog = lazyPart(() => import('./TermsDialog.tsx'));
import type { ProposalState } from './useProposalState.ts';

type ProposalActionsProps = {
  proposal: ProposalState;
  onProceed: () => void;
};

/**
 * Terms and the Proceed to Payment button. The button looks disabled until a group is selected
 * and the terms are accepted, but stays clickable so a click can say what is missing.
 */
export function ProposalActions({ proposal, onProceed }: ProposalActionsProps) {
  const [termsOpened, terms] = useDisclosure(false);
  const hydrated = useHydrated();
  // A toast ('Terms and Conditions required') must not sit over the dialog it asks for.
  const openTerms = () => {
    cleanToasts();
    terms.open();
  };

  return (
    <Stack gap="sm">
      {proposal.termsAccepted ? (
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={20} color="var(--mantine-color-green-filled)" aria-hidden />
          <Text size="sm">Terms and Conditions accepted</Text>
          <Anchor component="button" type="button" size="sm" onClick={openTerms}>
            View
          </Anchor>
        </Group>
      ) : (
        <Button
          variant="default"
          leftSection={<IconFileText size={18} aria-hidden />}
          onClick={openTerms}
          disabled={!hydrated}
        >
          Read Terms and Conditions
        </Button>
      )}
      <Button
        size="md"
        fullWidth
        aria-disabled={!proposal.canProceed}
        data-disabled={!proposal.canProceed || undefined}
        onClick={onProceed}
      >
        Proceed to Payment
      </Button>
      {!proposal.canProceed && (
        <Text size="xs" c="dimmed" ta="center">
          Select at least one registration group and accept the Terms and Conditions to continue.
        </Text>
      )}
      <TermsDialog
        opened={termsOpened}
        accepted={proposal.termsAccepted}
        onClose={terms.close}
        onAccept={() => {
          proposal.acceptTerms();
          terms.close();
        }}
      />
    </Stack>
  );
}
