import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Timeline.css';
import './RegistrationGroupsTable.css';
import { Grid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { lazyPart } from '../../components/lazyPart.tsx';
import type { RegistrationGroup } from '../../../shared/catalog/registration-groups.ts';
import { needsCertification } from '../../../shared/pricing.ts';
import type { ProposalPricing } from '../../../shared/proposal.ts';
import { CertificationNotice } from './CertificationNotice.tsx';
import { PricingSummaryCard } from './PricingSummaryCard.tsx';
import { ProposalActions } from './ProposalActions.tsx';
import { RequiredModulesPanel } from './RequiredModulesPanel.tsx';
import type { ProposalState } from './useProposalState.ts';

/**
 * The groups table's code (Mantine's Table with its ScrollArea, the search field) and the
 * timeline's load while the page hydrates: until they arrive their prerendered markup stays on
 * screen with its controls disabled, and their styles are linked with the page's so they show
 * styled from the start.
 */
const RegistrationGroupsTable = lazyPart(() => import('./RegistrationGroupsTable.tsx'));
const RegistrationTimelinePanel = lazyPart(() => import('./RegistrationTimelinePanel.tsx'));

type ProposalWorkspaceProps = {
  groups: readonly RegistrationGroup[];
  proposal: ProposalState;
  pricing: ProposalPricing;
  /** Extra inputs under the groups table (the existing-provider page's service details). */
  serviceDetails?: ReactNode;
  onProceed: () => void;
};

/** What both proposal pages share: timeline, groups table, modules, price, terms and Proceed to Payment. */
export function ProposalWorkspace({
  groups,
  proposal,
  pricing,
  serviceDetails,
  onProceed,
}: ProposalWorkspaceProps) {
  const requiredModuleIds = new Set(pricing.modules.map((line) => line.moduleId));

  return (
    <Stack gap="lg">
      <RegistrationTimelinePanel />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <RegistrationGroupsTable
              groups={groups}
              selectedGroupIds={proposal.selectedGroupIds}
              onToggle={proposal.toggleGroup}
            />
            {serviceDetails}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {needsCertification(proposal.selectedGroups) && <CertificationNotice />}
            <PricingSummaryCard pricing={pricing}>
              <ProposalActions proposal={proposal} onProceed={onProceed} />
            </PricingSummaryCard>
            <RequiredModulesPanel requiredModuleIds={requiredModuleIds} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
