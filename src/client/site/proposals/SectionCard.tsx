import { Card, Group, Text, Title, type CardProps } from '@mantine/core';
import { useId, type ReactNode } from 'react';

type SectionCardProps = Omit<CardProps, 'title'> & {
  title: string;
  description?: ReactNode;
  /** Shown beside the title, e.g. a search box. */
  aside?: ReactNode;
  children: ReactNode;
};

/** A bordered card that is a region named by its h2, as every panel of the proposal and payment pages is. */
export function SectionCard({ title, description, aside, children, ...cardProps }: SectionCardProps) {
  const headingId = useId();

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="lg" {...cardProps}>
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
