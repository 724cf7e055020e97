import { Select } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { skipToken, useQuery } from '@tanstack/react-query';
import { fullName } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';
import { AccountSelect } from './AccountSelect.tsx';

/** What these fields use of a form with `accountId` and `contactId` (a lead's, an opportunity's). */
type PartyForm = {
  getValues(): { accountId?: string | null };
  setValues(values: { accountId: string | null; contactId: null }): void;
  getInputProps(path: 'accountId' | 'contactId'): ReturnType<ReturnType<typeof useForm>['getInputProps']>;
  submitting: boolean;
};

type AccountContactProps = {
  form: PartyForm;
  contactLabel: string;
  contactRequired: boolean;
};

/** The account, then the contacts of that account only; choosing another account clears the contact. */
export function AccountContactFields({ form, contactLabel, contactRequired }: AccountContactProps) {
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
        label={contactLabel}
        withAsterisk={contactRequired}
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
