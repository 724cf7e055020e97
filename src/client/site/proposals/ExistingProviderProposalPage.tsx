// The service details card loads later: its styles come with the page, so its prerendered fields show styled.
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Switch.css';
import { Box, Container } from '@mantine/core';
import { useState } from 'react';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import {
  auditedAsCertification,
  calculateExistingProviderPricing,
  toExistingProviderDetails,
  type ExistingProviderDetailsInput,
} from '../../../shared/pricing.ts';
import { nearScreenPart } from '../../components/nearScreenPart.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { ProposalWorkspace } from './ProposalWorkspace.tsx';
import { useProposalState } from './useProposalState.ts';

/**
 * The fields' code (switch, number inputs) loads when the visitor nears the card, below the
 * groups table; the prerendered fields stay on screen, disabled, until then. The details
 * themselves live here, as the price needs them.
 */
const CurrentServiceDetailsCard = nearScreenPart(() => import('./CurrentServiceDetailsCard.tsx'));

/** On this page every group is audited, and labelled, as Certification. */
const certificationGroups = registrationGroups.map(auditedAsCertification);

const noServiceDetails: ExistingProviderDetailsInput = {
  hasClients: false,
  clientCount: 0,
  modulesWithClients: [],
  outlets: { sil: 0, sda: 0, office: 0, groupCentre: 0 },
};

/** /existing-provider-proposal: a provider already delivering supports registers under a full Certification audit. */
export default function ExistingProviderProposalPage() {
  const proposal = useProposalState(certificationGroups);
  const [serviceDetails, setServiceDetails] = useState<ExistingProviderDetailsInput>(
    () => proposal.restoredServiceDetails ?? noServiceDetails,
  );
  const pricing = calculateExistingProviderPricing(proposal.selectedGroups, serviceDetails);

  return (
    <Box component="main">
      <PageHero
        title="Full Certification Audit Registration"
        lead="For providers already delivering supports. Every registration group is audited under Certification scope; tell us about your current services and we price your full audit preparation, GST included."
      />
      <Container size="lg" py="xl">
        <ProposalWorkspace
          groups={certificationGroups}
          proposal={proposal}
          pricing={pricing}
          serviceDetails={<CurrentServiceDetailsCard details={serviceDetails} onChange={setServiceDetails} />}
          onProceed={() =>
            proposal.proceedToPayment({
              pricing,
              providerType: 'existing',
              existingProviderDetails: toExistingProviderDetails(serviceDetails),
            })
          }
        />
      </Container>
    </Box>
  );
}
