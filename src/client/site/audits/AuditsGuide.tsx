import { Stack } from '@mantine/core';
import { StaticMarkup } from '../../components/StaticMarkup.tsx';
import { GuideHelpPrompt } from '../guides/GuideHelpPrompt.tsx';
import { GuideSection } from '../guides/GuideSection.tsx';
import { AuditTypes } from './AuditTypes.tsx';
import { CommissionResources } from './CommissionResources.tsx';
import { PathwayGuide } from './PathwayGuide.tsx';
import { PracticeStandards } from './PracticeStandards.tsx';

/** The NDIS Audits tab: audit types, the pathway guide, practice standards and the regulator's pages. */
export function AuditsGuide() {
  return (
    <Stack gap={48}>
      <StaticMarkup>
        <GuideSection title="Verification and certification audits">
          <AuditTypes />
        </GuideSection>
      </StaticMarkup>
      <GuideSection title="Which audit pathway applies to you?">
        <PathwayGuide />
      </GuideSection>
      <StaticMarkup>
        <GuideSection title="NDIS Practice Standards and modules">
          <PracticeStandards />
        </GuideSection>
        <GuideSection title="Official resources">
          <CommissionResources />
        </GuideSection>
        <GuideHelpPrompt />
      </StaticMarkup>
    </Stack>
  );
}
