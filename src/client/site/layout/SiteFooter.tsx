import { Anchor, Box, Container, Divider, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { firm } from '../../firm.ts';
import { serviceCategories, siteSummary } from '../../../shared/catalog/site.ts';
import { publicPaths } from '../../../shared/routes.ts';
import { homeSectionPath } from './homeSections.ts';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h5" c="white">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="gray.4" size="sm">
      {children}
    </Anchor>
  );
}

export function SiteFooter() {
  return (
    <Box component="footer" bg="dark.8" c="gray.4" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text fw={700} size="lg" c="white">
              {firm.name}
            </Text>
            <Text size="sm">{siteSummary}</Text>
          </Stack>
          <FooterColumn title="Services">
            {serviceCategories.map((service) => (
              <FooterLink key={service.id} to={service.path}>
                {service.label}
              </FooterLink>
            ))}
          </FooterColumn>
          <FooterColumn title="Guides and company">
            <FooterLink to={publicPaths.ndisAudits}>NDIS Audits</FooterLink>
            <FooterLink to={publicPaths.registrationGroups}>Registration Groups</FooterLink>
            <FooterLink to={homeSectionPath('about')}>About</FooterLink>
            <FooterLink to={homeSectionPath('testimonials')}>Testimonials</FooterLink>
          </FooterColumn>
          <FooterColumn title="Contact">
            <Anchor href={firm.phoneHref} c="gray.4" size="sm">
              {firm.phone}
            </Anchor>
            <Anchor href={firm.emailHref} c="gray.4" size="sm">
              {firm.email}
            </Anchor>
            <Text size="sm">{firm.hours}</Text>
            <Text size="sm">{firm.address}</Text>
            <FooterLink to={homeSectionPath('contact')}>Send us a message</FooterLink>
          </FooterColumn>
        </SimpleGrid>
        <Divider my="xl" color="dark.5" />
        <Stack gap="xs">
          <Text size="xs">
            We acknowledge the Traditional Custodians of the lands on which we work and pay our respects to
            Elders past and present.
          </Text>
          <Text size="xs">
            © {new Date().getFullYear()} {firm.name} (ABN {firm.abn}). We are an independent consultancy, not
            part of the NDIS Quality and Safeguards Commission or the NDIA.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
