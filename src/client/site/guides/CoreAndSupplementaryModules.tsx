import { List, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { findModule, type ModuleId } from '../../../shared/catalog/modules.ts';
import { registrationGroups } from '../../../shared/catalog/registration-groups.ts';

/** Registration groups whose certification audit adds a supplementary module. */
const supplementaryExamples: readonly { groupNumber: string; moduleId: ModuleId }[] = [
  { groupNumber: '0104', moduleId: 'module1' },
  { groupNumber: '0110', moduleId: 'module2' },
  { groupNumber: '0131', moduleId: 'module5' },
  { groupNumber: '0118', moduleId: 'module3' },
];

function groupName(groupNumber: string): string {
  return registrationGroups.find((group) => group.number === groupNumber)?.name ?? groupNumber;
}

/** The Core vs Supplementary Modules explanation shared by the guide pages. */
export function CoreAndSupplementaryModules() {
  const core = findModule('core');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h4" mb="xs">
          {core.name}
        </Title>
        <Text mb="sm">
          Every provider audited under certification is assessed against the Core Module. It covers the rights
          of participants and the responsibilities of providers, governance and operational management, the
          provision of supports, and the environment in which supports are delivered.
        </Text>
        <Text c="dimmed" size="sm">
          If any one of your registration groups needs certification, your whole registration is audited under
          certification scope, including the Core Module.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={3} size="h4" mb="xs">
          Supplementary modules
        </Title>
        <Text mb="sm">
          Some higher-risk registration groups add a supplementary module on top of the Core Module:
        </Text>
        <List spacing="xs">
          {supplementaryExamples.map(({ groupNumber, moduleId }) => (
            <List.Item key={groupNumber}>
              <Text span fw={600}>
                {groupNumber} {groupName(groupNumber)}
              </Text>{' '}
              adds the {findModule(moduleId).name} module.
            </List.Item>
          ))}
        </List>
      </Paper>
    </SimpleGrid>
  );
}
