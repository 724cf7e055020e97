import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EVIDENCE_ITEMS_MAX } from '../../../shared/schemas/evidence-request.ts';
import type { EvidenceRequestFormApi } from './evidenceRequestFormValues.ts';
import { SaveChecklistButton } from './SaveChecklistButton.tsx';
import { useCanManageChecklists } from './useCanManageChecklists.ts';

/**
 * The documents asked for, in order: each one's title and the standard it shows, removable;
 * 'Add item' adds an empty one. An item received already stays (the server says so on save).
 * Managers save the items as a checklist of their own.
 */
export function EvidenceItemsField({ form }: { form: EvidenceRequestFormApi }) {
  const items = form.values.items;
  const listError = form.errors.items;
  const canManage = useCanManageChecklists();
  return (
    <Stack gap="sm">
      <Text fw={500} size="sm" component="h3" m={0}>
        Items ({items.length})
      </Text>
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          Choose a checklist above, or add the documents one by one.
        </Text>
      )}
      <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item, index) => (
          <Group key={item.id ?? `new-${index}`} component="li" align="flex-start" gap="xs" wrap="nowrap">
            <Group
              gap="xs"
              align="flex-start"
              style={{ flex: 1, minWidth: 0 }}
              grow
              preventGrowOverflow={false}
            >
              <TextInput
                label={`Item ${index + 1}`}
                required
                miw={220}
                {...form.getInputProps(`items.${index}.title`)}
              />
              <TextInput
                label={`Standard of item ${index + 1}`}
                placeholder="Optional"
                miw={180}
                {...form.getInputProps(`items.${index}.standard`)}
              />
            </Group>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={`Remove item ${index + 1}: ${item.title || 'untitled'}`}
              onClick={() => form.removeListItem('items', index)}
              disabled={form.submitting}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      {typeof listError === 'string' && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => form.insertListItem('items', { id: null, title: '', standard: '' })}
          disabled={form.submitting || items.length >= EVIDENCE_ITEMS_MAX}
        >
          Add item
        </Button>
        {canManage && <SaveChecklistButton items={items} disabled={form.submitting} />}
      </Group>
    </Stack>
  );
}
