import '@mantine/core/styles/Badge.css';
import { Badge, Box, Button, Container, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconChartLine, IconHeartHandshake, IconAdjustments } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { packages } from '../../../shared/catalog/packages.ts';
import { StaticMarkup } from '../../components/StaticMarkup.tsx';
import { homeSectionPath } from '../layout/homeSections.ts';
import { PageHero } from '../layout/PageHero.tsx';
import { PackageCard } from './PackageCard.tsx';

const badges = [
  { label: 'Win-Win Partnership', Icon: IconHeartHandshake },
  { label: 'Flexible Support Levels', Icon: IconAdjustments },
  { label: 'Proven Results', Icon: IconChartLine },
];

export default function OngoingSupportPage() {
  return (
    <Box component="main">
      <StaticMarkup>
        <PageHero
          title="NDIS Compliance & Growth Partner Packages"
          lead="Registration is the start, not the finish. Our partnership packages keep you audit-ready every month and help your organisation grow, with a level of support that moves with you."
        >
          <Group gap="sm">
            {badges.map(({ label, Icon }) => (
              <Badge key={label} size="lg" variant="white" leftSection={<Icon size={16} aria-hidden />}>
                {label}
              </Badge>
            ))}
          </Group>
        </PageHero>
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} />
            ))}
          </SimpleGrid>
          <Text ta="center" c="dimmed" size="sm" mt="lg">
            Prices are in Australian dollars and exclude GST. You can move between packages as your needs
            change.
          </Text>
          <Paper bg="blue.8" c="white" radius="lg" p={{ base: 'lg', sm: 48 }} mt={64} ta="center">
            <Title order={2} fz={{ base: 24, sm: 30 }} mb="sm">
              Ready to Choose Your Partnership Level?
            </Title>
            <Text maw={640} mx="auto" mb="lg">
              Book a free consultation. We will look at where your organisation is today and recommend the
              package that fits, with no obligation.
            </Text>
            <Button component={Link} to={homeSectionPath('contact')} size="md" variant="white">
              Book Free Consultation
            </Button>
          </Paper>
        </Container>
      </StaticMarkup>
    </Box>
  );
}
