import { Button, Group, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { signInOutcome } from '../../../shared/enums.ts';
import { formatDateTime } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import type { RouterOutputs } from '../../trpc.ts';

export type LoginHistoryPage = RouterOutputs['auth']['loginHistory'];

type LoginHistoryTableProps = {
  history: UseQueryResult<LoginHistoryPage, unknown>;
  /** Shows the page after the given attempt, or (undefined) the newest. */
  onPage: (after: string | undefined) => void;
  isFirstPage: boolean;
};

/**
 * Sign-in attempts, newest first: when, how it ended, the browser and IP; paged by 'Older'. Three
 * columns that wrap, so a phone shows them without scrolling sideways.
 */
export function LoginHistoryTable({ history, onPage, isFirstPage }: LoginHistoryTableProps) {
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const items = history.data?.items ?? [];
  const next = history.data?.next ?? null;
  return (
    <>
      <Table verticalSpacing="xs" aria-label="Login history">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Result</Table.Th>
            <Table.Th>Device</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((attempt) => (
            <Table.Tr key={attempt.id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(attempt.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} c={attempt.outcome === 'success' ? undefined : 'red.9'}>
                  {signInOutcome.label(attempt.outcome)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {attempt.browser} on {attempt.os}
                </Text>
                <Text size="xs" c="dimmed">
                  {attempt.ip}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {history.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          No sign-in attempts in the last 90 days.
        </Text>
      )}
      {(next || !isFirstPage) && (
        <Group mt="sm" gap="xs">
          {!isFirstPage && (
            <Button size="compact-sm" variant="default" onClick={() => onPage(undefined)}>
              Newest
            </Button>
          )}
          {next && (
            <Button size="compact-sm" variant="default" onClick={() => onPage(next)}>
              Older
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
