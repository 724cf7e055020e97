import { Box, Container } from '@mantine/core';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import { calculateProposalPricing } from '../../../shared/pricing.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { ProposalWorkspace } from './ProposalWorkspace.tsx';
import { useProposalState } from './useProposalState.ts';

/** /registration-proposal: a new provider picks registration groups and sees modules and price. */
export default function RegistrationProposalPage() {
  const proposal = useProposalState(registrationGroups);
  const pricing = calculateProposalPricing(proposal.selectedGroups);

  return (
    <Box component="main">
      <PageHero
        title="NDIS Registration Proposal"
        lead="Choose the registration groups you plan to deliver. We show the modules your audit covers and the exact price of getting you registered, GST included."
      />
      <Container size="lg" py="xl">
        <ProposalWorkspace
          groups={registrationGroups}
          proposal={proposal}
          pricing={pricing}
          onProceed={() => proposal.proceedToPayment({ pricing })}
        />
      </Container>
    </Box>
  );
}
