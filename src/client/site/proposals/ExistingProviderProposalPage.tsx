import { Box, Container } from '@mantine/core';
import { useForm } from '@mantine/form';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';
import {
  auditedAsCertification,
  calculateExistingProviderPricing,
  toExistingProviderDetails,
  type ExistingProviderDetailsInput,
} from '../../../shared/pricing.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { CurrentServiceDetailsCard } from './CurrentServiceDetailsCard.tsx';
import { ProposalWorkspace } from './ProposalWorkspace.tsx';
import { useProposalState } from './useProposalState.ts';

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
  const serviceDetailsForm = useForm<ExistingProviderDetailsInput>({
    initialValues: proposal.restoredServiceDetails ?? noServiceDetails,
  });
  const serviceDetails = serviceDetailsForm.getValues();
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
          serviceDetails={<CurrentServiceDetailsCard form={serviceDetailsForm} />}
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
