import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { breachDecision } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { DataBreachForm } from './DataBreachForm.tsx';

const dateOrDash = (date: string | null) => (date ? formatDate(date) : '—');

/** Settings › Data breaches (managers and admins): the register, newest first, and one breach's form. */
export function DataBreachesPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const manager = me.data?.role === 'manager' || me.data?.role === 'admin';
  const pages = useInfiniteQuery({
    ...trpc.dataBreaches.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.next }),
    enabled: manager,
  });
  const [chosen, setChosen] = useState<string | null>(null);
  if (me.data && !manager) return <Text c="dimmed">Only managers and admins can see the data breaches.</Text>;
  if (pages.isError) return <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <Text c="dimmed">Loading...</Text>;
  const items = pages.data.pages.flatMap((page) => page.items);
  const editing = items.find((item) => item.id === chosen) ?? null;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setChosen('new')}>
          Record a breach
        </Button>
      </Group>
      {chosen && <DataBreachForm key={chosen} breach={editing} onDone={() => setChosen(null)} />}
      <Card withBorder radius="md" padding="sm">
        {items.length === 0 ? (
          <Text c="dimmed">No data breaches recorded.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>What happened</Table.Th>
                  <Table.Th>Found</Table.Th>
                  <Table.Th>Assessed by</Table.Th>
                  <Table.Th>Decision</Table.Th>
                  <Table.Th>OAIC notified</Table.Th>
                  <Table.Th>People notified</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td maw={320}>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        onClick={() => setChosen(item.id)}
                        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                        h="auto"
                      >
                        {item.whatHappened.length > 120
                          ? `${item.whatHappened.slice(0, 120)}…`
                          : item.whatHappened}
                      </Button>
                    </Table.Td>
                    <Table.Td>{formatDate(item.foundOn)}</Table.Td>
                    <Table.Td>{item.assessedBy ?? '—'}</Table.Td>
                    <Table.Td>{breachDecision.label(item.decision)}</Table.Td>
                    <Table.Td>{dateOrDash(item.oaicNotifiedOn)}</Table.Td>
                    <Table.Td>{dateOrDash(item.peopleNotifiedOn)}</Table.Td>
                  </Table.Tr>
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
