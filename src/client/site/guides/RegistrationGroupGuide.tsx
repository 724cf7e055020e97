import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { Stack, Text } from '@mantine/core';
import { lazyPart } from '../../components/lazyPart.tsx';
import { StaticMarkup } from '../../components/StaticMarkup.tsx';
import { CoreAndSupplementaryModules } from './CoreAndSupplementaryModules.tsx';
import { GuideHelpPrompt } from './GuideHelpPrompt.tsx';
import { GuideSection } from './GuideSection.tsx';
import { WhyRegistrationGroupsMatter } from './WhyRegistrationGroupsMatter.tsx';

/**
 * The table's code (Mantine's Table brings its ScrollArea and floating-ui) is a chunk of its own,
 * loaded only where the guide renders in the browser (the audits page's tab, a page reached by a
 * link): a prerendered page keeps the table as it is (StaticMarkup). Its styles and the badges'
 * are linked with the page's so the rows show styled from the start.
 */
const RegistrationGroupTable = lazyPart(() => import('./RegistrationGroupTable.tsx'));

/** The registration groups guide: on /registration-groups and in the Registration Groups tab of /ndis-audits. */
export function RegistrationGroupGuide() {
  return (
    <Stack gap={48}>
      <Stack gap="md">
        <StaticMarkup>
          <Text size="lg">
            Every support a registered NDIS provider delivers belongs to a registration group. When you apply
            for registration you choose the groups that match your services, and those groups decide the type
            of audit you need and the NDIS Practice Standards you are assessed against.
          </Text>
        </StaticMarkup>
        <WhyRegistrationGroupsMatter />
      </Stack>
      <StaticMarkup>
        <GuideSection title="Registration groups and their audit type">
          <Text c="gray.7">
            The most common registration groups, with the type of audit each one requires.
          </Text>
          <RegistrationGroupTable />
        </GuideSection>
        <GuideSection title="Core vs Supplementary Modules">
          <CoreAndSupplementaryModules />
        </GuideSection>
        <GuideHelpPrompt />
      </StaticMarkup>
    </Stack>
  );
}
