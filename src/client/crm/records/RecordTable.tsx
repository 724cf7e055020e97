import { Anchor, Checkbox, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format.ts';
import type { TableColumn, TableConfig, TableRow } from './recordType.ts';

type RecordTableProps<Row extends TableRow> = {
  table: TableConfig<Row>;
  rows: readonly Row[];
  /** 'leads', for the checkboxes' names. */
  plural: string;
  /** The list's sort; a header with a sort chooses it (each sort has its own direction). */
  sort: string | undefined;
  onSort: (sort: string) => void;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], selected: boolean) => void;
  onOpen: (id: string) => void;
  /** Where a row's name links to. */
  href: (id: string) => string;
};

/** A sortable heading: a click chooses the list's sort; the sorted column says so (aria-sort). */
function SortHeader<Row>({
  column,
  active,
  onSort,
}: {
  column: TableColumn<Row>;
  active: boolean;
  onSort: (sort: string) => void;
}) {
  const { sort } = column;
  if (!sort) return <Table.Th>{column.label}</Table.Th>;
  return (
    <Table.Th aria-sort={active ? 'other' : undefined}>
      <UnstyledButton onClick={() => onSort(sort)} fw={700} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {column.label}
        <IconArrowsSort
          size={14}
          aria-hidden
          style={{ marginLeft: 4, verticalAlign: 'middle', opacity: active ? 1 : 0.35 }}
        />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * A page of records as dense rows: a checkbox per row and one for the page, the record's name
 * (a link), the type's columns, and the kit's owner, next task and last activity. It scrolls
 * inside its own box when the screen is narrower than its columns.
 */
export function RecordTable<Row extends TableRow>(props: RecordTableProps<Row>) {
  const { table, rows, plural, sort, onSort, selected, onSelect, onOpen, href } = props;
  const ids = rows.map((row) => row.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const kitColumns: TableColumn<Row>[] = [
    ...(table.owner ? [{ label: 'Owner', value: (row: Row) => row.table.owner?.name ?? '—' }] : []),
    {
      label: 'Next task',
      value: (row: Row) =>
        row.table.nextTask ? `${row.table.nextTask.title} · ${formatDate(row.table.nextTask.dueDate)}` : '—',
    },
    {
      label: 'Last activity',
      value: (row: Row) => (row.table.lastActivityAt ? formatDate(row.table.lastActivityAt) : '—'),
    },
  ];
  const columns = [...table.columns, ...kitColumns];
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={`Select all ${plural} on this page`}
                checked={chosen > 0 && chosen === ids.length}
                indeterminate={chosen > 0 && chosen < ids.length}
                onChange={(event) => onSelect(ids, event.currentTarget.checked)}
              />
            </Table.Th>
            <SortHeader
              column={{ label: table.nameLabel, sort: table.nameSort, value: table.name }}
              active={Boolean(table.nameSort) && table.nameSort === sort}
              onSort={onSort}
            />
            {columns.map((column) => (
              <SortHeader
                key={column.label}
                column={column}
                active={Boolean(column.sort) && column.sort === sort}
                onSort={onSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = table.name(row);
            return (
              <Table.Tr
                key={row.id}
                bg={selected.has(row.id) ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${name}`}
                    checked={selected.has(row.id)}
                    onChange={(event) => onSelect([row.id], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    href={href(row.id)}
                    fw={600}
                    c="var(--mantine-color-text)"
                    onClick={(event) => {
                      event.preventDefault();
                      onOpen(row.id);
                    }}
                  >
                    {name}
                  </Anchor>
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.label}>
                    <Text span fz="sm">
                      {column.value(row)}
                    </Text>
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
