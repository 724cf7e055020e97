import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { marketingClaims } from '../../../shared/catalog/site.ts';
import { HomeSection } from './HomeSection.tsx';

export function AboutSection() {
  return (
    <HomeSection id="about" eyebrow="About us" title="Compliance specialists who know disability support">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
        <Stack gap="md">
          <Text size="lg" c="gray.7">
            Our consultants have worked as quality managers, support coordinators and frontline support
            workers. We know what an approved quality auditor looks for because we have sat on both sides of
            the table.
          </Text>
          <Text c="gray.7">
            We write documentation that reflects how your organisation really works, not a generic manual that
            gathers dust. Every engagement starts with your registration groups, your participants and your
            team, and ends with systems your staff can follow on a busy Monday morning.
          </Text>
          <Text c="gray.7">
            From sole traders registering for therapeutic supports to multi-site SIL providers preparing for
            recertification, we work with organisations of every size in every state and territory.
          </Text>
        </Stack>
        <SimpleGrid cols={2} spacing="md">
          {marketingClaims.map((claim) => (
            <Paper key={claim.label} withBorder radius="lg" p="lg" ta="center">
              <Text fz={36} fw={800} c="blue.7" lh={1.1}>
                {claim.value}
              </Text>
              <Text c="gray.7" fw={500}>
                {claim.label}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </SimpleGrid>
    </HomeSection>
  );
}
