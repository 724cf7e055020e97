import {
  Group,
  Paper,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { contactRole } from '../../../shared/enums.ts';
import { contactInputSchema, INFLUENCE_STEP, type ContactValues } from '../../../shared/schemas/contact.ts';
import { trpc, type RouterOutputs } from '../../trpc.ts';
import { focusFirstError } from '../components/focusFirstError.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { isConflict, serverFieldErrors } from '../components/trpcErrors.ts';
import { useRecordView } from '../components/useRecordView.ts';
import { useRefreshAccountsAndContacts } from '../components/useRefreshAccountsAndContacts.ts';
import { serverErrorMessage } from '../serverError.ts';
import { contactFormValues } from './contactFormValues.ts';
import { useSchemaForm } from '../../components/useSchemaForm/useSchemaForm.ts';
import { FormActions } from '../components/FormActions.tsx';

type Contact = RouterOutputs['contacts']['byId'];

const roleOptions = contactRole.values.map((value) => ({ value, label: contactRole.label(value) }));

/** 'Add New Contact' for a new contact (null), 'Edit Contact' for an existing one. */
export function ContactForm({ contact }: { contact: Contact | null }) {
  const records = useRecordView();
  const refresh = useRefreshAccountsAndContacts();
  const accounts = trpc.accounts.options.useQuery();
  const create = trpc.contacts.create.useMutation();
  const update = trpc.contacts.update.useMutation();
  const form = useSchemaForm(contactInputSchema, contactFormValues(contact));

  async function save(values: ContactValues) {
    try {
      if (contact) await update.mutateAsync({ ...values, id: contact.id });
      else await create.mutateAsync(values);
    } catch (error) {
      // The only conflict a contact save meets is another live contact's email.
      const fieldErrors =
        serverFieldErrors(error) ?? (isConflict(error) ? { email: serverErrorMessage(error) } : null);
      if (fieldErrors) {
        form.setErrors(fieldErrors);
        focusFirstError(form, fieldErrors);
      }
      notifyFailure('Failed to save contact', error);
      return;
    }
    notifySuccess(contact ? 'Contact updated successfully' : 'Contact created successfully');
    await refresh();
    records.showList();
  }

  const influenceLabelId = useId();
  const influence = form.getValues().decisionMakerInfluence ?? 0;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form
        onSubmit={form.onSubmit(save)}
        noValidate
        aria-label={contact ? 'Edit Contact' : 'Add New Contact'}
      >
        <Stack gap="lg">
          <Title order={2}>{contact ? 'Edit Contact' : 'Add New Contact'}</Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First Name" required {...form.getInputProps('firstName')} />
            <TextInput label="Last Name" required {...form.getInputProps('lastName')} />
            <Select
              label="Account"
              withAsterisk
              placeholder={accounts.isPending ? 'Loading accounts...' : 'Select an account'}
              data={accounts.data?.map(({ id, name }) => ({ value: id, label: name })) ?? []}
              searchable
              clearable
              nothingFoundMessage="No accounts found"
              {...form.getInputProps('accountId')}
            />
            <Select
              label="Contact Role"
              data={roleOptions}
              allowDeselect={false}
              {...form.getInputProps('contactRole')}
            />
            <TextInput label="Position" {...form.getInputProps('position')} />
            <TextInput label="Department" {...form.getInputProps('department')} />
            <TextInput label="Email" type="email" {...form.getInputProps('email')} />
            <TextInput label="Personal Email" type="email" {...form.getInputProps('personalEmail')} />
            <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
            <TextInput label="Mobile" type="tel" {...form.getInputProps('mobile')} />
            <TextInput label="Direct Phone" type="tel" {...form.getInputProps('directPhone')} />
            <TextInput label="LinkedIn URL" type="url" {...form.getInputProps('linkedinUrl')} />
          </SimpleGrid>
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500} id={influenceLabelId}>
                Decision Maker Influence
              </Text>
              <Text size="sm" c="dimmed">
                {influence}%
              </Text>
            </Group>
            <Slider
              min={0}
              max={100}
              step={INFLUENCE_STEP}
              label={(value) => `${value}%`}
              marks={[{ value: 0 }, { value: 25 }, { value: 50 }, { value: 75 }, { value: 100 }]}
              thumbProps={{ 'aria-labelledby': influenceLabelId }}
              {...form.getInputProps('decisionMakerInfluence')}
            />
          </Stack>
          <Switch label="Primary Contact" {...form.getInputProps('isPrimary', { type: 'checkbox' })} />
          <Textarea label="Notes" autosize minRows={3} {...form.getInputProps('notes')} />
          <FormActions saveLabel="Save Contact" submitting={form.submitting} onCancel={records.showList} />
        </Stack>
      </form>
    </Paper>
  );
}
