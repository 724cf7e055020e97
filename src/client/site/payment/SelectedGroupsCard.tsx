import { Card, Group, Stack, Text } from '@mantine/core';
import type { SelectedGroup } from '../../../shared/proposal.ts';
import { AuditTypeBadge } from '../proposals/AuditTypeBadge.tsx';
import { SectionCard } from '../proposals/SectionCard.tsx';

export function SelectedGroupsCard({ groups }: { groups: readonly SelectedGroup[] }) {
  return (
    <SectionCard title="Selected Registration Groups">
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {groups.map((group) => (
          <Card component="li" key={group.id} withBorder padding="sm" bg="var(--mantine-color-default-hover)">
            <Group gap="sm">
              <Text ff="monospace" fw={600} size="sm">
                {group.number}
              </Text>
              <AuditTypeBadge auditType={group.auditType} />
            </Group>
            <Text fw={600} size="sm" mt={4}>
              {group.name}
            </Text>
            <Text size="xs" c="dimmed" mt={2}>
              {group.description}
            </Text>
          </Card>
        ))}
      </Stack>
    </SectionCard>
  );
}
