import { Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format.ts';
import { recordFields } from '../../../shared/record-fields/index.ts';
import { HISTORY_LIMIT } from '../../../shared/schemas/history.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { actionText, changeText } from './historyText.ts';
import type { RecordPath } from './recordUrl.ts';
import { useLoadFailureToast } from './useLoadFailureToast.ts';

/** Every record's History section: its changes, newest first, in plain words, with who and when. */
export function RecordHistory({ path, id }: { path: RecordPath; id: string }) {
  const history = useQuery(useTRPC().history.list.queryOptions({ recordType: path, recordId: id }));
  useLoadFailureToast(history.error, 'Failed to load the history');
  const fields = recordFields[path] ?? [];

  return (
    <DetailCard title="History">
      {history.isPending ? (
        <Skeleton height={56} radius="md" />
      ) : history.isError ? (
        <QueryError text="Error loading the history" error={history.error} onRetry={history.refetch} />
      ) : (
        <Stack
          gap="md"
          component="ul"
          aria-label="History"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {history.data.map((entry) => (
            <Stack key={entry.id} component="li" gap={2}>
              {entry.action !== 'update' && (
                <Text size="sm" fw={600}>
                  {actionText(entry.action)}
                </Text>
              )}
              {/* A merge lists the values the kept record took from the other. */}
              {(entry.action === 'update' || entry.action === 'merge') &&
                entry.changes.map((change) => (
                  <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {changeText(fields, change)}
                  </Text>
                ))}
              <Text size="xs" c="dimmed">
                by {entry.byName ?? 'someone no longer here'}, {formatDateTime(entry.at)}
              </Text>
            </Stack>
          ))}
          {history.data.length === HISTORY_LIMIT && (
            <Text size="xs" c="dimmed">
              The latest {HISTORY_LIMIT} changes
            </Text>
          )}
        </Stack>
      )}
    </DetailCard>
  );
}
