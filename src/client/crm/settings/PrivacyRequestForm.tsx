import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { privacyRequestKind, privacyRequestStatus } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import {
  privacyRequestValuesSchema,
  type PrivacyRequestValues,
} from '../../../shared/schemas/privacy-request.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { useTRPC, type RouterOutputs } from '../../trpc.ts';
import { DateField } from '../components/DateField.tsx';
import { RegisterForm } from './RegisterForm.tsx';

export type PrivacyRequest = RouterOutputs['privacyRequests']['list']['items'][number];

/** A privacy request's form: new, or the one chosen in the register. */
export function PrivacyRequestForm({
  request,
  onDone,
}: {
  request: PrivacyRequest | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
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

  return (
    <RegisterForm
      form={form}
      what="privacy request"
      title={request ? `Request from ${request.requesterName}` : 'New privacy request'}
      label={request ? 'Edit privacy request' : 'New privacy request'}
      listKey={trpc.privacyRequests.list.queryKey()}
      save={(values) =>
        request ? update.mutateAsync({ id: request.id, ...values }) : create.mutateAsync(values)
      }
      saving={create.isPending || update.isPending}
      onDone={onDone}
    >
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
    </RegisterForm>
  );
}
