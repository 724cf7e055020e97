import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { CardGrid } from '../components/CardGrid.tsx';
import { ListPagination } from '../components/ListPagination.tsx';
import { ListState } from '../components/ListState.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useRecordView } from '../components/useRecordView.ts';
import { LeadCard } from './LeadCard.tsx';
import { useDeleteLead } from './useDeleteLead.ts';

export function LeadList() {
  const records = useRecordView();
  const leads = trpc.leads.list.useQuery(
    { search: records.search, page: records.page },
    { placeholderData: keepPreviousData },
  );
  const deleteLead = useDeleteLead();

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchBox value={records.search} onSearch={records.setSearch} placeholder="Search leads..." />
        <Button leftSection={<IconPlus size={16} />} onClick={records.showNew}>
          Add Lead
        </Button>
      </Group>
      <ListState
        query={leads}
        isEmpty={leads.data?.items.length === 0}
        loadingText="Loading leads..."
        errorText="Error loading leads"
        emptyText="No leads found matching your search."
      >
        <CardGrid>
          {leads.data?.items.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              onOpen={() => records.showDetail(lead.id)}
              onEdit={() => records.showEdit(lead.id)}
              onDelete={() => void deleteLead(lead.id)}
            />
          ))}
        </CardGrid>
      </ListState>
      {leads.data && (
        <ListPagination
          page={records.page}
          pageSize={leads.data.pageSize}
          total={leads.data.total}
          onPageChange={records.setPage}
          noun="leads"
        />
      )}
    </Stack>
  );
}
