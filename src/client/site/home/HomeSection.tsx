import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HomeSectionId } from '../layout/homeSections.ts';
import { siteHeaderHeight } from '../layout/SiteHeader.tsx';

type HomeSectionProps = {
  id: HomeSectionId;
  eyebrow: string;
  title: string;
  intro?: string;
  background?: string;
  children: ReactNode;
};

/** One anchored section of the landing page, titled by an h2 and clear of the sticky navigation bar. */
export function HomeSection({ id, eyebrow, title, intro, background, children }: HomeSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      bg={background}
      py={{ base: 56, sm: 80 }}
      style={{ scrollMarginTop: siteHeaderHeight }}
    >
      <Container size="lg">
        <Stack gap="xs" mb="xl" maw={720}>
          <Text c="blue.8" fw={700} tt="uppercase" size="sm">
            {eyebrow}
          </Text>
          <Title order={2} id={titleId} fz={{ base: 26, sm: 34 }}>
            {title}
          </Title>
          {intro && (
            <Text size="lg" c="gray.7">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}
