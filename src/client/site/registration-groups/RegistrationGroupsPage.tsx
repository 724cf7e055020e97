import { Box, Container } from '@mantine/core';
import { RegistrationGroupGuide } from '../guides/RegistrationGroupGuide.tsx';
import { PageHero } from '../layout/PageHero.tsx';

export default function RegistrationGroupsPage() {
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
