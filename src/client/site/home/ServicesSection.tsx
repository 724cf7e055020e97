import { Anchor, Button, Card, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingCommunity, IconCheck, IconRocket, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { serviceCategories, type ServiceCategoryId } from '../../../shared/catalog/site.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { HomeSection } from './HomeSection.tsx';

const serviceIcons: Record<ServiceCategoryId, typeof IconRocket> = {
  'new-providers': IconRocket,
  'existing-providers': IconBuildingCommunity,
  'registered-providers': IconShieldCheck,
};

export function ServicesSection() {
  return (
    <HomeSection
      id="services"
      eyebrow="Services"
      title="Support for every stage of your NDIS journey"
      intro="Whether you are starting out, formalising an established service or keeping a registration in good standing, we tailor our work to your registration groups and the way you deliver supports."
    >
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {serviceCategories.map((service) => {
          const Icon = serviceIcons[service.id];
          return (
            <Card key={service.id} withBorder radius="lg" padding="xl" shadow="sm">
              <Stack gap="md" h="100%">
                <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                  <Icon size={28} />
                </ThemeIcon>
                <Title order={3} size="h4">
                  {service.title}
                </Title>
                <Text c="gray.7">{service.summary}</Text>
                <List
                  spacing="xs"
                  size="sm"
                  icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" />}
                >
                  {service.highlights.map((highlight) => (
                    <List.Item key={highlight}>{highlight}</List.Item>
                  ))}
                </List>
                <Button component={Link} to={service.path} variant="light" mt="auto">
                  {service.callToAction}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text ta="center" mt="xl" c="gray.7">
        Not sure whether you need a verification or certification audit?{' '}
        <Anchor component={Link} to={publicPaths.ndisAudits} underline="always">
          Read our guide to NDIS audits and registration groups
        </Anchor>
      </Text>
    </HomeSection>
  );
}
