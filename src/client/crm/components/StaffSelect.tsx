import { Select, type SelectProps } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';

/** A staff member by name ('Assigned To', 'Owner'), searchable; empty when none is chosen. */
export function StaffSelect({ emptyLabel, ...props }: SelectProps & { emptyLabel: string }) {
  const staff = useQuery(useTRPC().leads.assignableStaff.queryOptions());
  return (
    <Select
      placeholder={staff.isPending ? 'Loading staff...' : emptyLabel}
      data={staff.data?.map(({ id, name }) => ({ value: id, label: name })) ?? []}
      searchable
      clearable
      nothingFoundMessage="No staff found"
      {...props}
    />
  );
}
