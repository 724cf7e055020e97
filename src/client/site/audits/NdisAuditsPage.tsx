import '@mantine/core/styles/Tabs.css';
import { Box, Center, Container, Loader, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { lazyPart } from '../../components/lazyPart.tsx';
import { useHydrated } from '../../components/useHydrated.tsx';
import { PageHero } from '../layout/PageHero.tsx';
import { AuditsGuide } from './AuditsGuide.tsx';
import { defaultAuditTab, parseAuditTab } from './auditTabs.ts';

/**
 * Only the open tab is rendered (keepMounted off): the prerendered page carries the audits
 * guide alone, and the registration groups guide, which is /registration-groups' page too,
 * loads its code when its tab opens instead of being parsed and hydrated hidden.
 */
const RegistrationGroupGuide = lazyPart<object>(
  () =>
    import('../guides/RegistrationGroupGuide.tsx').then(({ RegistrationGroupGuide }) => ({
      default: RegistrationGroupGuide,
    })),
  <Center py="xl">
    <Loader aria-label="Loading the registration groups guide" />
  </Center>,
);

export default function NdisAuditsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = parseAuditTab(searchParams.get('tab'));
  const hydrated = useHydrated();

  function selectTab(value: string | null) {
    const next = parseAuditTab(value);
    setSearchParams(next === defaultAuditTab ? {} : { tab: next }, { replace: true });
  }

  return (
    <Box component="main">
      <PageHero
        title="NDIS Audits & Registration Groups"
        lead="Understand the audit your organisation needs, the registration groups that decide it, and the practice standards your auditor will assess you against."
      />
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List mb="xl">
            <Tabs.Tab value="audits" disabled={!hydrated}>
              NDIS Audits
            </Tabs.Tab>
            <Tabs.Tab value="registration-groups" disabled={!hydrated}>
              Registration Groups
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="audits">
            <AuditsGuide />
          </Tabs.Panel>
          <Tabs.Panel value="registration-groups">
            <RegistrationGroupGuide />
          </Tabs.Panel>
        </Tabs>
      </Container>
    </Box>
  );
}
