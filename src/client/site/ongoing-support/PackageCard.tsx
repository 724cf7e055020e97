import { Box, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Package } from '../../../shared/catalog/packages.ts';
import { packageEnquiryPath } from '../home/packageEnquiry.ts';

/** One ongoing-support package; 'Choose This Package' opens the contact form about it. */
export function PackageCard({ pkg }: { pkg: Package }) {
  const titleId = `package-${pkg.id}-title`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="lg"
      shadow={pkg.isPopular ? 'xl' : 'sm'}
      bd={pkg.isPopular ? '2px solid var(--mantine-color-blue-8)' : undefined}
    >
      {pkg.isPopular && (
        <Card.Section bg="blue.8" c="white" py={6} ta="center" fw={700} fz="sm" tt="uppercase">
          Most Popular
        </Card.Section>
      )}
      <Stack gap="lg" h="100%" pt={pkg.isPopular ? 'md' : 0}>
        <div>
          <Title order={2} size="h3" id={titleId}>
            {pkg.name}
          </Title>
          <Text c="dimmed">{pkg.subtitle}</Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Monthly investment
          </Text>
          <Text fz={24} fw={800} c="blue.8">
            {pkg.monthlyInvestment}
          </Text>
        </div>
        <Text size="sm">
          <Text span fw={700}>
            Ideal for
          </Text>{' '}
          {pkg.idealFor}
        </Text>
        {pkg.inclusions.map((inclusion) => (
          <Box key={inclusion.category}>
            <Title order={3} size="h6" mb={6}>
              {inclusion.category}
            </Title>
            <List
              spacing={6}
              size="sm"
              icon={<IconCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />}
            >
              {inclusion.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Box>
        ))}
        <Button
          component={Link}
          to={packageEnquiryPath(pkg)}
          variant={pkg.isPopular ? 'filled' : 'light'}
          size="md"
          mt="auto"
          fullWidth
        >
          Choose This Package
        </Button>
      </Stack>
    </Card>
  );
}
