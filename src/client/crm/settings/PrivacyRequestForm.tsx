import { Button, Card, Select, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { privacyRequestKind, privacyRequestStatus } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import {
  privacyRequestValuesSchema,
  type PrivacyRequestValues,
} from '../../../shared/schemas/privacy-request.ts';
import { applyServerErrors } from '../../components/useSchemaForm/formErrors.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { DateField } from '../components/DateField.tsx';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

type PrivacyRequest = RouterOutputs['privacyRequests']['list']['items'][number];

/** A privacy request's form: new, or the one chosen in the register. */
export function PrivacyRequestForm({
  request,
  onDone,
}: {
  request: PrivacyRequest | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.privacyRequests.create.mutationOptions());
  const update = useMutation(trpc.privacyRequests.update.mutationOptions());
  const form = useSchemaForm(privacyRequestValuesSchema, {
    kind: request?.kind ?? 'access',
    requesterName: request?.requesterName ?? '',
    requesterEmail: request?.requesterEmail ?? '',
    contactId: request?.contactId ?? null,
    receivedOn: request?.receivedOn ?? businessToday(),
    status: request?.status ?? 'open',
    actionTaken: request?.actionTaken ?? '',
  } satisfies PrivacyRequestValues);

  async function submit(values: z.output<typeof privacyRequestValuesSchema>) {
    try {
      if (request) await update.mutateAsync({ id: request.id, ...values });
      else await create.mutateAsync(values);
      await queryClient.invalidateQueries({ queryKey: trpc.privacyRequests.list.queryKey() });
      notifySuccess('Privacy request saved');
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) notifyFailure('Failed to save the privacy request', error);
    }
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <form
        onSubmit={form.onSubmit(submit)}
        noValidate
        aria-label={request ? 'Edit privacy request' : 'New privacy request'}
      >
        <Stack gap="md">
          <Title order={2} size="h5">
            {request ? `Request from ${request.requesterName}` : 'New privacy request'}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Kind"
              data={privacyRequestKind.options}
              allowDeselect={false}
              {...form.getInputProps('kind')}
            />
            <Select
              label="Status"
              data={privacyRequestStatus.options}
              allowDeselect={false}
              {...form.getInputProps('status')}
            />
            <TextInput label="Name" required {...form.getInputProps('requesterName')} />
            <TextInput label="Email" type="email" required {...form.getInputProps('requesterEmail')} />
            <DateField
              label="Received"
              description="Due 30 days later"
              withAsterisk
              clearable={false}
              {...form.getInputProps('receivedOn')}
            />
          </SimpleGrid>
          <Textarea label="Action taken" autosize minRows={2} {...form.getInputProps('actionTaken')} />
          <Button
            type="submit"
            loading={create.isPending || update.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Save
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
