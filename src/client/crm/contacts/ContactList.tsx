import { Button, Chip, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { CardGrid } from '../components/CardGrid.tsx';
import { ListPagination } from '../components/ListPagination.tsx';
import { ListState } from '../components/ListState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useRecordView } from '../components/useRecordView.ts';
import { ContactCard } from './ContactCard.tsx';
import { useDeleteContact } from './useDeleteContact.ts';

/** `?account=none` lists the contacts that have no account (the default list, like the spec's, leaves them out). */
const NO_ACCOUNT_FILTER = 'account';

export function ContactList() {
  const records = useRecordView();
  const withoutAccount = records.filter(NO_ACCOUNT_FILTER) === 'none';
  const contacts = trpc.contacts.list.useQuery(
    { search: records.search, page: records.page, withoutAccount },
    { placeholderData: keepPreviousData },
  );
  const deleteContact = useDeleteContact();

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchBox value={records.search} onSearch={records.setSearch} placeholder="Search contacts..." />
        <Chip
          checked={withoutAccount}
          onChange={(checked) => records.setFilter(NO_ACCOUNT_FILTER, checked ? 'none' : null)}
          variant="outline"
        >
          No account
        </Chip>
        <Button leftSection={<IconPlus size={16} />} onClick={records.showNew}>
          Add Contact
        </Button>
      </Group>
      <ListState
        query={contacts}
        isEmpty={contacts.data?.items.length === 0}
        loadingText="Loading contacts..."
        errorText="Error loading contacts"
        emptyText="No contacts found matching your search."
      >
        <CardGrid>
          {contacts.data?.items.map((contact) => (
            <ContactCard
              key={contact.id}
              contact={contact}
              onOpen={() => records.showDetail(contact.id)}
              onEdit={() => records.showEdit(contact.id)}
              onDelete={() => void deleteContact(contact.id)}
            />
          ))}
        </CardGrid>
      </ListState>
      {contacts.data && (
        <ListPagination
          page={records.page}
          pageSize={contacts.data.pageSize}
          total={contacts.data.total}
          onPageChange={records.setPage}
          noun="contacts"
        />
      )}
    </Stack>
  );
}
