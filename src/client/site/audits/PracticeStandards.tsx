import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { findModule, modules } from '../../../shared/catalog/modules.ts';

const coreModuleParts = [
  'Rights and responsibilities',
  'Provider governance and operational management',
  'Provision of supports',
  'Support provision environment',
];

/** What the NDIS Practice Standards are and which modules they contain. */
export function PracticeStandards() {
  const core = findModule('core');
  const supplementaryModules = modules.filter((module) => module.id !== core.id);
  return (
    <Stack gap="lg">
      <Text>
        The NDIS Practice Standards set the quality and safety outcomes registered providers must meet, and
        approved quality auditors assess you against the quality indicators for each outcome. Which standards
        apply depends on your registration groups.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <Paper withBorder radius="lg" p="xl">
          <Title order={3} size="h4" mb="sm">
            {core.name}
          </Title>
          <Text c="gray.7" mb="sm">
            {core.description} It applies to every certification audit and has four parts:
          </Text>
          <List spacing="xs">
            {coreModuleParts.map((part) => (
              <List.Item key={part}>{part}</List.Item>
            ))}
          </List>
          <Title order={3} size="h4" mt="xl" mb="sm">
            Verification requirements
          </Title>
          <Text c="gray.7">
            Providers with only lower-risk registration groups are verified against a short set of
            requirements instead: human resource management, incident management, complaints management and
            risk management, evidenced through documents.
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="xl">
          <Title order={3} size="h4" mb="sm">
            Supplementary modules
          </Title>
          <Stack gap="sm">
            {supplementaryModules.map((module) => (
              <div key={module.id}>
                <Text fw={600}>{module.name}</Text>
                <Text size="sm" c="gray.7">
                  {module.description}
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
