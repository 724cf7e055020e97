import { Anchor, Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { firm } from '../../firm.ts';
import { HomeSection } from './HomeSection.tsx';

/** The contact section: what happens after a message, our details, and the form passed in as children. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <HomeSection
      id="contact"
      eyebrow="Contact"
      title="Talk to us about your registration"
      intro="Tell us where you are up to and what you need. A consultant will reply within one business day to arrange a free, no-obligation consultation."
    >
      <Grid gap={48}>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <div>
              <Title order={3} size="h5" mb="xs">
                What happens next
              </Title>
              <List type="ordered" spacing="xs" c="gray.7">
                <List.Item>We read your message and match you with a consultant.</List.Item>
                <List.Item>We call to understand your services and goals.</List.Item>
                <List.Item>You receive a written proposal with fixed pricing.</List.Item>
              </List>
            </div>
            <div>
              <Title order={3} size="h5" mb="xs">
                Prefer to call or email?
              </Title>
              <Stack gap={4}>
                <Anchor href={firm.phoneHref}>{firm.phone}</Anchor>
                <Anchor href={firm.emailHref}>{firm.email}</Anchor>
                <Text c="gray.7" size="sm">
                  {firm.hours}
                </Text>
              </Stack>
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
        </Grid.Col>
      </Grid>
    </HomeSection>
  );
}
