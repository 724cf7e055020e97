import { Select } from '@mantine/core';
import { trpc } from '../../trpc.ts';
import type { LeadFormApi } from './useLeadForm.ts';

/** The account, then the contacts of that account only; choosing another account clears the contact. */
export function AccountContactFields({ form }: { form: LeadFormApi }) {
  const accountId = form.getValues().accountId ?? null;
  const accounts = trpc.accounts.options.useQuery();
  const contacts = trpc.contacts.byAccount.useQuery({ accountId: accountId ?? '' }, { enabled: !!accountId });

  const contactPlaceholder = !accountId
    ? 'Select an account first'
    : contacts.isPending
      ? 'Loading contacts...'
      : contacts.data?.length === 0
        ? 'This account has no contacts'
        : 'Select a contact';

  return (
    <>
      <Select
        label="Account"
        withAsterisk
        placeholder={accounts.isPending ? 'Loading accounts...' : 'Select an account'}
        data={accounts.data?.map(({ id, name }) => ({ value: id, label: name })) ?? []}
        searchable
        clearable
        nothingFoundMessage="No accounts found"
        {...form.getInputProps('accountId')}
        onChange={(value: string | null) => form.setValues({ accountId: value, contactId: null })}
      />
      <Select
        label="Contact"
        withAsterisk
        placeholder={contactPlaceholder}
        data={
          contacts.data?.map((contact) => ({
            value: contact.id,
            label: `${contact.firstName} ${contact.lastName}`,
          })) ?? []
        }
        searchable
        clearable
        nothingFoundMessage="No contacts found"
        {...form.getInputProps('contactId')}
        disabled={!accountId || form.submitting}
      />
    </>
  );
}
