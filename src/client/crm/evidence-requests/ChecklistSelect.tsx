import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { useCanManageChecklists } from './useCanManageChecklists.ts';

type Checklist = { name: string; items: { title: string; standard: string | null }[] };

/** Deletes a checklist a manager saved, once asked; requests made from it keep their items. */
function DeleteChecklistButton({ id, name, onDeleted }: { id: string; name: string; onDeleted: () => void }) {
  const [opened, { open, close }] = useDisclosure(false);
  const remove = useMutation(useTRPC().evidence_requests.deleteTemplate.mutationOptions());
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} />}
        onClick={open}
      >
        Delete checklist
      </Button>
      <Modal opened={opened} onClose={close} title="Delete checklist?">
        <Stack gap="md">
          <Text size="sm">
            &lsquo;{name}&rsquo; will no longer be offered. Requests made from it keep their items.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(
                  { id },
                  {
                    onSuccess: () => {
                      notifySuccess(`Checklist '${name}' deleted`);
                      close();
                      onDeleted();
                    },
                    onError: (error) => notifyFailure('Failed to delete the checklist', error),
                  },
                )
              }
            >
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/**
 * The checklists to start from (the built-in audits' and the managers' own); choosing one fills
 * the items. A manager can delete one of the managers' own.
 */
export function ChecklistSelect({
  onChoose,
  disabled,
}: {
  onChoose: (checklist: Checklist) => void;
  disabled?: boolean;
}) {
  const templates = useQuery(useTRPC().evidence_requests.templates.queryOptions());
  const canManage = useCanManageChecklists();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = templates.data?.find((template) => template.id === chosenId);
  return (
    <Stack gap={4}>
      <Select
        label="Checklist"
        description="Fills the items below from the checklist; adjust them after"
        placeholder={templates.isPending ? 'Loading checklists...' : 'Choose a checklist'}
        data={templates.data?.map(({ id, name, items }) => ({
          value: id,
          label: `${name} (${items.length} items)`,
        }))}
        error={templates.isError ? 'Checklists could not be loaded' : undefined}
        value={chosen ? chosen.id : null}
        onChange={(id) => {
          const checklist = templates.data?.find((template) => template.id === id);
          setChosenId(id);
          if (checklist) onChoose(checklist);
        }}
        disabled={disabled}
        allowDeselect={false}
      />
      {canManage && chosen && !chosen.builtIn && (
        <Group>
          <DeleteChecklistButton id={chosen.id} name={chosen.name} onDeleted={() => setChosenId(null)} />
        </Group>
      )}
    </Stack>
  );
}
