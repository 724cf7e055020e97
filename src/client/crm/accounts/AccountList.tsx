import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { CardGrid } from '../components/CardGrid.tsx';
import { ListPagination } from '../components/ListPagination.tsx';
import { ListState } from '../components/ListState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useRecordView } from '../components/useRecordView.ts';
import { AccountCard } from './AccountCard.tsx';
import { useDeleteAccount } from './useDeleteAccount.ts';

export function AccountList() {
  const records = useRecordView();
  const accounts = trpc.accounts.list.useQuery(
    { search: records.search, page: records.page },
    { placeholderData: keepPreviousData },
  );
  const deleteAccount = useDeleteAccount();

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchBox value={records.search} onSearch={records.setSearch} placeholder="Search accounts..." />
        <Button leftSection={<IconPlus size={16} />} onClick={records.showNew}>
          Add Account
        </Button>
      </Group>
      <ListState
        query={accounts}
        isEmpty={accounts.data?.items.length === 0}
        loadingText="Loading accounts..."
        errorText="Error loading accounts"
        emptyText="No accounts found matching your search."
      >
        <CardGrid>
          {accounts.data?.items.map((account) => (
            <AccountCard
              key={account.id}
              account={account}
              onOpen={() => records.showDetail(account.id)}
              onEdit={() => records.showEdit(account.id)}
              onDelete={() => void deleteAccount(account.id)}
            />
          ))}
        </CardGrid>
      </ListState>
      {accounts.data && (
        <ListPagination
          page={records.page}
          pageSize={accounts.data.pageSize}
          total={accounts.data.total}
          onPageChange={records.setPage}
          noun="accounts"
        />
      )}
    </Stack>
  );
}
