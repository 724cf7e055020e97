import { Button, Group, SegmentedControl, Select, Stack } from '@mantine/core';
import { IconCopy, IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { isImportType } from '../../../shared/schemas/import.ts';
import { DEFAULT_PAGE_SIZE } from '../../../shared/schemas/fields.ts';
import { CardGrid } from './CardGrid.tsx';
import { exportUrl } from './exportUrl.ts';
import { importUrl } from './import/importUrl.ts';
import { ListPagination, TOTAL_STALE_MS } from './ListPagination.tsx';
import { ListState } from './ListState.tsx';
import { recordTexts } from './recordTexts.ts';
import type { Identified, RecordType, TableRow } from './recordType.ts';
import { BulkActionBar } from './BulkActionBar.tsx';
import { RecordTable } from './RecordTable.tsx';
import { recordUrl } from './recordUrl.ts';
import { useBulkActions } from './useBulkActions.ts';
import { useListView } from './useListView.ts';
import { listLayout } from '../../../shared/schemas/list-view.ts';
import { SearchBox } from './SearchBox.tsx';
import { useDeleteRecord } from './useDeleteRecord.ts';
import { useListParams } from './useListParams.ts';
import { useRecordApi } from './useRecordApi.ts';
import { useRecordNavigation } from './useRecordNavigation.ts';

const VIEW_PARAM = 'view';
const LIST_VIEW = 'list';

/**
 * A record type's list: search, its filters, Add, the cards with edit and delete, pages. A type
 * with other views (a board) gets a switch between them, kept in the URL as `?view=`. A type
 * with a table gets a Cards / Table switch, remembered per person on the server; the table's
 * rows can be chosen for bulk actions.
 */
export function RecordList<
  Schema extends z.ZodType<object>,
  Row extends TableRow,
  Detail extends Identified,
  Filters,
>({ type }: { type: RecordType<Schema, Row, Detail, Filters> }) {
  const texts = recordTexts(type);
  const list = useListParams();
  const go = useRecordNavigation(type.path);
  const views = type.list.views ?? [];
  const view = views.find(({ value }) => value === (list.params.get(VIEW_PARAM) ?? views[0]?.value));
  const sort = type.list.sorts.find((option) => option.value === list.sort) ?? type.list.sorts[0];
  const shown = { search: list.search, sort: sort?.value, ...type.list.filters?.fromUrl(list.params) };
  const api = useRecordApi<Row, Detail>(type.path);
  const records = useQuery({
    ...api.list.queryOptions({ ...shown, after: list.after, before: list.before }),
    placeholderData: keepPreviousData,
    enabled: !view,
  });
  const total = useQuery({
    ...api.count.queryOptions(shown),
    staleTime: TOTAL_STALE_MS,
    enabled: !view,
  });
  const deleteRecord = useDeleteRecord(type.path, texts);
  const page = records.data;
  // A page without one before it is the first, whatever the URL says (the server answers a
  // `before` with too few rows left with the first page).
  const from = page?.previous ? list.from : 1;
  const Filters = type.list.filters?.Controls;
  const table = type.list.table;
  const listView = useListView(type.path);
  const showTable = Boolean(table) && listView.layout === 'table';
  const rows = records.data?.items ?? [];
  const bulk = useBulkActions(
    type.path,
    type,
    (id) => {
      const row = rows.find((found) => found.id === id);
      return row && table ? table.name(row) : id;
    },
    JSON.stringify({ ...shown, after: list.after, before: list.before }),
  );
  const narrowed =
    list.search !== '' ||
    Object.values(type.list.filters?.fromUrl(list.params) ?? {}).some(
      (value) => value != null && value !== '',
    );

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        {views.length > 0 && (
          <SegmentedControl
            aria-label="View"
            data={[
              ...views.map(({ value, label }) => ({ value, label })),
              { value: LIST_VIEW, label: 'List' },
            ]}
            value={view?.value ?? LIST_VIEW}
            onChange={(value) => list.setParam(VIEW_PARAM, value === views[0]?.value ? null : value)}
          />
        )}
        {!view && table && (
          <SegmentedControl
            aria-label="Layout"
            data={listLayout.options}
            value={listView.layout}
            onChange={listView.choose}
          />
        )}
        {!view && <SearchBox value={list.search} onSearch={list.setSearch} placeholder={texts.search} />}
        {!view && (
          <Select
            aria-label={`Sort ${type.plural}`}
            data={type.list.sorts.map((option) => ({ ...option }))}
            value={sort?.value ?? null}
            onChange={(value) => list.setSort(value === type.list.sorts[0]?.value ? null : value)}
            allowDeselect={false}
            w={200}
          />
        )}
        {Filters && <Filters params={list.params} setParam={list.setParam} view={view?.value ?? LIST_VIEW} />}
        {type.form && !type.form.editOnly && (
          <Button leftSection={<IconPlus size={16} />} onClick={go.create}>
            {texts.add}
          </Button>
        )}
        {!view && (
          <Button
            component="a"
            href={exportUrl(type.path, shown)}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
            aria-label={`Export these ${type.plural} as CSV`}
          >
            Export
          </Button>
        )}
        {!view && isImportType(type.path) && (
          <Button
            component={Link}
            to={importUrl(type.path)}
            variant="default"
            leftSection={<IconUpload size={16} />}
            aria-label={`Import ${type.plural} from CSV`}
          >
            Import
          </Button>
        )}
        {!view && type.duplicates && (
          <Button variant="default" leftSection={<IconCopy size={16} />} onClick={go.duplicates}>
            Possible duplicates
          </Button>
        )}
      </Group>
      {view ? (
        <view.Component params={list.params} onOpen={go.detail} />
      ) : (
        <>
          <ListState
            query={records}
            isEmpty={records.data?.items.length === 0}
            loadingText={texts.loading}
            errorText={texts.loadFailed}
            emptyText={narrowed ? texts.empty : texts.none}
          >
            {showTable && table ? (
              <Stack gap="xs">
                {bulk.selected.size > 0 && (
                  <BulkActionBar
                    table={table}
                    singular={type.singular}
                    plural={type.plural}
                    count={bulk.selected.size}
                    exportHref={exportUrl(type.path, { ...shown, ids: [...bulk.selected] })}
                    busy={bulk.busy}
                    run={bulk.run}
                    onClear={bulk.clear}
                  />
                )}
                <RecordTable
                  table={table}
                  rows={rows}
                  plural={type.plural}
                  sort={sort?.value}
                  onSort={(value) => list.setSort(value === type.list.sorts[0]?.value ? null : value)}
                  selected={bulk.selected}
                  onSelect={bulk.select}
                  onOpen={go.detail}
                  href={(id) => recordUrl(type.path, id)}
                />
              </Stack>
            ) : (
              <CardGrid>
                {records.data?.items.map((record) => (
                  <type.list.Card
                    key={record.id}
                    record={record}
                    actions={{
                      onOpen: () => go.detail(record.id),
                      ...(type.form && {
                        onEdit: () => go.edit(record.id),
                        onDelete: () => void deleteRecord(record.id),
                      }),
                    }}
                  />
                ))}
              </CardGrid>
            )}
          </ListState>
          {page && (
            <ListPagination
              total={total.data}
              from={from}
              count={page.items.length}
              hasPrevious={Boolean(page.previous)}
              hasNext={Boolean(page.next)}
              onPrevious={() =>
                page.previous &&
                list.setPage({ before: page.previous }, Math.max(1, from - DEFAULT_PAGE_SIZE))
              }
              onNext={() => page.next && list.setPage({ after: page.next }, from + page.items.length)}
              noun={type.plural}
            />
          )}
        </>
      )}
    </Stack>
  );
}
