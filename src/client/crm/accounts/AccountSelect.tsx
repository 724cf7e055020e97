import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';

/** 'Account' for the contact and lead forms: every live account by name, searchable. */
export function AccountSelect(props: SelectProps) {
  const accounts = useQuery(useTRPC().accounts.options.queryOptions());
  return (
    <Select
      label="Account"
      withAsterisk
      placeholder={accounts.isPending ? 'Loading accounts...' : 'Select an account'}
      data={accounts.data?.map(({ id, name }) => ({ value: id, label: name })) ?? []}
      searchable
      clearable
      nothingFoundMessage="No accounts found"
      {...props}
    />
  );
}
