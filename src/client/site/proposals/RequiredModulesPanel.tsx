import '@mantine/core/styles/Badge.css';
import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { modules, type ModuleId } from '../../../shared/catalog/modules.ts';
import { formatAud } from '../../../shared/format.ts';
import { SectionCard } from './SectionCard.tsx';

/** All modules, with the ones the selected groups require highlighted. */
export function RequiredModulesPanel({ requiredModuleIds }: { requiredModuleIds: ReadonlySet<ModuleId> }) {
  return (
    <SectionCard
      title="Required Modules"
      description={requiredModuleIds.size === 0 && 'Select registration groups to see applicable modules'}
    >
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {modules.map((module) => {
          const required = requiredModuleIds.has(module.id);
          return (
            <Paper
              key={module.id}
              component="li"
              withBorder
              p="sm"
              data-required={required}
              bg={required ? 'var(--mantine-primary-color-light)' : undefined}
              bd={required ? '1px solid var(--mantine-primary-color-filled)' : undefined}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <ThemeIcon size="sm" radius="xl" variant={required ? 'filled' : 'default'} mt={2} aria-hidden>
                  {required ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
                </ThemeIcon>
                <div style={{ flex: 1 }}>
                  <Text size="sm" fw={required ? 600 : 400} c={required ? undefined : 'dimmed'}>
                    {module.name}
                  </Text>
                  <Group gap="xs" mt={2}>
                    <Text size="xs" c="dimmed">
                      {formatAud(module.price)}
                    </Text>
                    {required && (
                      <Badge size="xs" variant="filled">
                        Required
                      </Badge>
                    )}
                  </Group>
                </div>
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
