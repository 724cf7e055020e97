import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { StaticMarkup } from '../../components/StaticMarkup.tsx';

/** The title band at the top of an inner page: the page's only h1, a lead paragraph, optional extras. */
export function PageHero({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <Box bg="blue.0" py={{ base: 40, sm: 64 }}>
      <Container size="lg">
        <Stack gap="md" maw={760}>
          <StaticMarkup>
            <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
              {title}
            </Title>
            <Text size="lg" c="gray.7">
              {lead}
            </Text>
          </StaticMarkup>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
