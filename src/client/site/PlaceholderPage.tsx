import { Container, Text, Title } from '@mantine/core';

/** Stands in for a page that a later issue builds. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container component="main" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">This page is being built.</Text>
    </Container>
  );
}
