import { Badge, Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { privacyRequestKind, privacyRequestStatus } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { PrivacyRequestForm } from './PrivacyRequestForm.tsx';

/** Settings › Privacy requests (managers and admins): the register, newest first, and one request's form. */
export function PrivacyRequestsPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const pages = useInfiniteQuery(
    trpc.privacyRequests.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.next }),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  if (me.data && me.data.role === 'staff')
    return <Text c="dimmed">Only managers and admins can see the privacy requests.</Text>;
  if (pages.isError) return <QueryError error={pages.error} onRetry={() => void pages.refetch()} />;
  if (!pages.data) return <Text c="dimmed">Loading...</Text>;
  const items = pages.data.pages.flatMap((page) => page.items);
  const today = businessToday();
  const editing = items.find((item) => item.id === chosen) ?? null;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setChosen('new')}>
          New request
        </Button>
      </Group>
      {chosen && <PrivacyRequestForm key={chosen} request={editing} onDone={() => setChosen(null)} />}
      <Card withBorder radius="md" padding="sm">
        {items.length === 0 ? (
          <Text c="dimmed">No privacy requests yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Who asked</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Received</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>Status</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>
                      <Button variant="subtle" size="compact-sm" onClick={() => setChosen(item.id)}>
                        {item.requesterName}
                      </Button>
                      <Text size="xs" c="dimmed">
                        {item.requesterEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>{privacyRequestKind.label(item.kind)}</Table.Td>
                    <Table.Td>{formatDate(item.receivedOn)}</Table.Td>
                    <Table.Td>
                      {formatDate(item.dueOn)}
                      {item.status === 'open' && item.dueOn < today && (
                        <Badge ml="xs" color="red" variant="light">
                          Overdue
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{privacyRequestStatus.label(item.status)}</Table.Td>
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
