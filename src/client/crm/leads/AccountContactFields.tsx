import { Select } from '@mantine/core';
import { skipToken, useQuery } from '@tanstack/react-query';
import { fullName } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';
import { AccountSelect } from '../accounts/AccountSelect.tsx';
import type { LeadFormApi } from './leadFormValues.ts';

/** The account, then the contacts of that account only; choosing another account clears the contact. */
export function AccountContactFields({ form }: { form: LeadFormApi }) {
  const accountId = form.getValues().accountId ?? null;
  const contacts = useQuery(useTRPC().contacts.byAccount.queryOptions(accountId ? { accountId } : skipToken));

  const contactPlaceholder = !accountId
    ? 'Select an account first'
    : contacts.isPending
      ? 'Loading contacts...'
      : contacts.data?.length === 0
        ? 'This account has no contacts'
        : 'Select a contact';

  return (
    <>
      <AccountSelect
        {...form.getInputProps('accountId')}
        onChange={(value: string | null) => form.setValues({ accountId: value, contactId: null })}
      />
      <Select
        label="Contact"
        withAsterisk
        placeholder={contactPlaceholder}
        data={contacts.data?.map((contact) => ({ value: contact.id, label: fullName(contact) })) ?? []}
        searchable
        clearable
        nothingFoundMessage="No contacts found"
        {...form.getInputProps('contactId')}
        disabled={!accountId || form.submitting}
      />
    </>
  );
}
