import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { QueryError } from '../../components/QueryError/QueryError.tsx';

/** The register's pages as useInfiniteQuery answers them. */
type Entries<Item> = {
  data: { pages: { items: Item[] }[] } | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

/**
 * A register of Settings (managers and admins): a button for a new entry, the chosen entry's
 * form, then the entries newest first with 'Show more'. `entries` is the register as read
 * (only for a manager: staff are told it is not theirs); `row` draws an entry's cells, `choose`
 * opening it in `form`.
 */
export function RegisterPage<Item extends { id: string }>({
  what,
  newLabel,
  empty,
  minWidth,
  columns,
  manager,
  entries: pages,
  row,
  form,
}: {
  what: string;
  newLabel: string;
  empty: string;
  minWidth: number;
  columns: string[];
  manager: boolean | undefined;
  entries: Entries<Item>;
  row: (item: Item, choose: () => void) => ReactNode;
  form: (item: Item | null, done: () => void) => ReactNode;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  if (manager === false) return <Text c="dimmed">Only managers and admins can see the {what}.</Text>;
  if (pages.isError) return <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <Text c="dimmed">Loading...</Text>;
  const items = pages.data.pages.flatMap((page) => page.items);
  const editing = items.find((item) => item.id === chosen) ?? null;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setChosen('new')}>
          {newLabel}
        </Button>
      </Group>
      {chosen && <Fragment key={chosen}>{form(editing, () => setChosen(null))}</Fragment>}
      <Card withBorder radius="md" padding="sm">
        {items.length === 0 ? (
          <Text c="dimmed">{empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={minWidth}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{column}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>{row(item, () => setChosen(item.id))}</Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {pages.hasNextPage && (
          <Button
            mt="sm"
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            Show more
          </Button>
        )}
      </Card>
    </Stack>
  );
}
