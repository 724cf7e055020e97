import { Badge, Button, Table, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { privacyRequestKind, privacyRequestStatus } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { useTRPC } from '../../trpc.ts';
import { useIsManager } from '../components/useIsManager.ts';
import { PrivacyRequestForm, type PrivacyRequest } from './PrivacyRequestForm.tsx';
import { RegisterPage } from './RegisterPage.tsx';

/** Settings › Privacy requests (managers and admins): the register, newest first, and one request's form. */
export function PrivacyRequestsPage() {
  const trpc = useTRPC();
  const manager = useIsManager();
  const entries = useInfiniteQuery({
    ...trpc.privacyRequests.list.infiniteQueryOptions({}, { getNextPageParam: (page) => page.next }),
    enabled: manager === true,
  });
  const today = businessToday();
  return (
    <RegisterPage<PrivacyRequest>
      what="privacy requests"
      newLabel="New request"
      empty="No privacy requests yet."
      minWidth={640}
      columns={['Who asked', 'Kind', 'Received', 'Due', 'Status']}
      manager={manager}
      entries={entries}
      row={(item, choose) => (
        <>
          <Table.Td>
            <Button variant="subtle" size="compact-sm" onClick={choose}>
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
        </>
      )}
      form={(item, done) => <PrivacyRequestForm request={item} onDone={done} />}
    />
  );
}
