import { Box, Container } from '@mantine/core';
import { usePageMeta } from '../../components/usePageMeta/usePageMeta.ts';
import { RegistrationGroupGuide } from '../guides/RegistrationGroupGuide.tsx';
import { PageHero } from '../layout/PageHero.tsx';

export function RegistrationGroupsPage() {
  usePageMeta(
    'Understanding NDIS Registration Groups and Relevant Modules',
    'A guide to NDIS registration groups: which audit each group needs, and how the Core Module and supplementary modules of the NDIS Practice Standards apply.',
  );

  return (
    <Box component="main">
      <PageHero
        title="Understanding NDIS Registration Groups and Relevant Modules"
        lead="Which registration groups fit your services, the audit each one needs, and the practice standards modules that come with them."
      />
      <Container size="lg" py={{ base: 32, sm: 48 }}>
        <RegistrationGroupGuide />
      </Container>
    </Box>
  );
}
