import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { CardGrid } from './CardGrid.tsx';
import { ListPagination } from './ListPagination.tsx';
import { ListState } from './ListState.tsx';
import { recordTexts } from './recordTexts.ts';
import type { Identified, RecordType } from './recordType.ts';
import { SearchBox } from './SearchBox.tsx';
import { useDeleteRecord } from './useDeleteRecord.ts';
import { useListParams } from './useListParams.ts';
import { useRecordApi } from './useRecordApi.ts';
import { useRecordNavigation } from './useRecordNavigation.ts';

/** A record type's list: search, its filters, Add, the cards with edit and delete, pages. */
export function RecordList<
  Schema extends z.ZodType<object>,
  Row extends Identified,
  Detail extends Identified,
  Filters,
>({ type }: { type: RecordType<Schema, Row, Detail, Filters> }) {
  const texts = recordTexts(type);
  const list = useListParams();
  const go = useRecordNavigation(type.path);
  const input = { search: list.search, page: list.page, ...type.list.filters?.fromUrl(list.params) };
  const records = useQuery({
    ...useRecordApi<Row, Detail>(type.path).list.queryOptions(input),
    placeholderData: keepPreviousData,
  });
  const deleteRecord = useDeleteRecord(type.path, texts);
  const Filters = type.list.filters?.Controls;

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder={texts.search} />
        {Filters && <Filters params={list.params} setParam={list.setParam} />}
        <Button leftSection={<IconPlus size={16} />} onClick={go.create}>
          {texts.add}
        </Button>
      </Group>
      <ListState
        query={records}
        isEmpty={records.data?.items.length === 0}
        loadingText={texts.loading}
        errorText={texts.loadFailed}
        emptyText={texts.empty}
      >
        <CardGrid>
          {records.data?.items.map((record) => (
            <type.list.Card
              key={record.id}
              record={record}
              actions={{
                onOpen: () => go.detail(record.id),
                onEdit: () => go.edit(record.id),
                onDelete: () => void deleteRecord(record.id),
              }}
            />
          ))}
        </CardGrid>
      </ListState>
      {records.data && (
        <ListPagination
          page={list.page}
          pageSize={records.data.pageSize}
          total={records.data.total}
          onPageChange={list.setPage}
          noun={type.plural}
        />
      )}
    </Stack>
  );
}
