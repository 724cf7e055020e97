import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fullName } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';

type ContactOfAccountSelectProps = SelectProps & {
  accountId: string;
  /** Called with the account's primary contact when none is chosen yet. */
  onDefault: (contactId: string) => void;
};

/** 'Send to': one of the account's contacts (the primary one marked and chosen first), once an account is chosen. */
export function ContactOfAccountSelect({ accountId, onDefault, ...props }: ContactOfAccountSelectProps) {
  const contacts = useQuery({
    ...useTRPC().contacts.byAccount.queryOptions({ accountId }),
    enabled: accountId !== '',
  });
  const primary = contacts.data?.find((contact) => contact.isPrimary)?.id;
  const chosen = Boolean(props.value);
  useEffect(() => {
    if (primary && !chosen) onDefault(primary);
  }, [primary, chosen, onDefault]);
  const none = contacts.data?.length === 0;
  return (
    <Select
      label="Send to"
      withAsterisk
      placeholder={
        accountId === ''
          ? 'Choose the account first'
          : contacts.isPending
            ? 'Loading contacts...'
            : none
              ? 'This account has no contacts'
              : 'Choose a contact'
      }
      data={
        contacts.data?.map((contact) => ({
          value: contact.id,
          label: contact.isPrimary ? `${fullName(contact)} (primary)` : fullName(contact),
        })) ?? []
      }
      searchable
      nothingFoundMessage="No contacts found"
      {...props}
    />
  );
}
