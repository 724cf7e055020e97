import { Group, Stack, Text } from '@mantine/core';
import type { Module } from '../../../shared/catalog/modules.ts';
import { formatAudWithCents } from '../../../shared/format.ts';
import { SectionCard } from '../proposals/SectionCard.tsx';

/** The modules the selected groups require, each with its description and price. */
export function PaymentModulesCard({ modules }: { modules: readonly Module[] }) {
  return (
    <SectionCard title="Required Modules">
      {modules.length === 0 ? (
        <Text size="sm" c="dimmed">
          Your registration groups are audited by Verification, so no modules are required.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {modules.map((module) => (
            <li key={module.id}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div>
                  <Text fw={600} size="sm">
                    {module.name}
                  </Text>
                  <Text size="xs" c="dimmed" mt={2}>
                    {module.description}
                  </Text>
                </div>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatAudWithCents(module.price)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
