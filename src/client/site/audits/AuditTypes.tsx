import '@mantine/core/styles/Badge.css';
import { Badge, Group, List, Paper, SimpleGrid, Text, Title } from '@mantine/core';

const auditTypes = [
  {
    name: 'Verification audit',
    risk: 'Lower risk',
    color: 'teal',
    summary:
      'For providers delivering only lower-risk, lower-complexity supports, such as equipment, home modifications or therapy delivered by professionally regulated practitioners.',
    points: [
      'A desktop review: the auditor assesses your documents rather than visiting you',
      'Evidence includes insurance, qualifications and professional registrations',
      'Work health and safety, complaints handling and risk management processes',
      'Incident management and worker screening records',
    ],
  },
  {
    name: 'Certification audit',
    risk: 'Higher risk',
    color: 'orange',
    summary:
      'For providers delivering higher-risk or more complex supports, such as daily personal activities, supported independent living or behaviour support.',
    points: [
      'An on-site assessment by an approved quality auditor',
      'Interviews with staff, management and participants',
      'Review against the Core Module plus any supplementary modules that apply',
      'A two-stage audit for new providers: documents first, then practice once you are supporting participants',
    ],
  },
];

/** The two audit types side by side. */
export function AuditTypes() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {auditTypes.map((audit) => (
        <Paper key={audit.name} withBorder radius="lg" p="xl">
          <Group justify="space-between" mb="sm" gap="xs">
            <Title order={3} size="h3">
              {audit.name}
            </Title>
            <Badge color={audit.color} variant="light" miw="max-content">
              {audit.risk}
            </Badge>
          </Group>
          <Text c="gray.7" mb="md">
            {audit.summary}
          </Text>
          <List spacing="xs">
            {audit.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
