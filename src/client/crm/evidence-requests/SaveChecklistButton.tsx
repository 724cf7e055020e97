import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import {
  evidenceTemplateSchema,
  type EvidenceTemplateValues,
} from '../../../shared/schemas/evidence-request.ts';
import { applyServerErrors, focusFirstError } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type Item = { title: string; standard?: string | null };

/** The name form: the items come from the request form as they are now. */
function SaveChecklistForm({ items, onDone }: { items: readonly Item[]; onDone: () => void }) {
  const save = useMutation(useTRPC().evidence_requests.saveTemplate.mutationOptions());
  const form = useSchemaForm(evidenceTemplateSchema, {
    name: '',
    items: items.map(({ title, standard }) => ({ title, standard })),
  });

  const itemErrors = Object.keys(form.errors).filter((path) => path.startsWith('items'));

  async function submit(values: EvidenceTemplateValues) {
    try {
      await save.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to save the checklist', error);
      return;
    }
    notifySuccess(`Checklist '${values.name}' saved`);
    onDone();
  }

  return (
    <form
      onSubmit={form.onSubmit(submit, (errors) => focusFirstError(form, errors))}
      noValidate
      aria-label="Save as checklist"
    >
      <Stack gap="md">
        <Text size="sm">
          Everyone can start a request from it. Its {items.length} items are the ones listed now.
        </Text>
        <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
        {itemErrors.length > 0 && (
          <Text size="sm" c="red.8" role="alert">
            {typeof form.errors.items === 'string'
              ? form.errors.items
              : 'Some items need fixing first: each needs a title.'}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Save checklist
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Managers keep the request's items as a checklist of their own, under a name. */
export function SaveChecklistButton({ items, disabled }: { items: readonly Item[]; disabled?: boolean }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconDeviceFloppy size={16} />}
        onClick={open}
        disabled={disabled || items.length === 0}
      >
        Save as checklist
      </Button>
      <Modal opened={opened} onClose={close} title="Save as checklist">
        <SaveChecklistForm items={items} onDone={close} />
      </Modal>
    </>
  );
}
