import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { eraseContactSchema } from '../../../shared/schemas/privacy.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/** Erasing a contact's personal data: it cannot be undone, so the person's name is typed to confirm. */
export function EraseContactModal({
  contactId,
  name,
  opened,
  onClose,
}: {
  contactId: string;
  name: string;
  opened: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const erase = useMutation(useTRPC().privacy.erase.mutationOptions());
  const form = useSchemaForm(eraseContactSchema, { contactId, reason: '', confirmName: '' });

  async function submit(values: z.output<typeof eraseContactSchema>) {
    try {
      await erase.mutateAsync(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to erase the personal data', error);
      return;
    }
    await queryClient.invalidateQueries();
    notifySuccess(`${name}’s personal data was erased`);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Erase personal data">
      <form onSubmit={form.onSubmit(submit)} noValidate aria-label="Erase personal data">
        <Stack gap="sm">
          <Alert color="red" variant="light">
            This removes {name}’s name, emails, phone numbers and notes from every record, and their name from
            activities, tasks and history. Accepted quotes keep their amounts without the person. It cannot be
            undone.
          </Alert>
          <Textarea label="Reason" required autosize minRows={2} {...form.getInputProps('reason')} />
          <TextInput
            label="Type the contact’s name to confirm"
            description={name}
            required
            autoComplete="off"
            {...form.getInputProps('confirmName')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={form.submitting}>
              Erase
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            The reason and who erased the data are kept in the audit log.
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
