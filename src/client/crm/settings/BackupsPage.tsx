import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconDatabaseExport, IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { formatBytes, formatDateTime } from '../../../shared/format.ts';
import { backupDownloadPath } from '../../../shared/routes.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/** How often a running 'Back up now' is asked about. */
const POLL_MS = 1_000;

const downloadUrl = (name: string) => `${backupDownloadPath}?name=${encodeURIComponent(name)}`;

/** 'Back up now': queues a backup job and follows it until it has finished or failed. */
function BackUpNow() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [jobId, setJobId] = useState<string | null>(null);
  const start = useMutation(
    trpc.backups.start.mutationOptions({
      onSuccess: ({ jobId: id }) => setJobId(id),
      onError: (error) => notifyFailure('Failed to start the backup', error),
    }),
  );
  const status = useQuery({
    ...trpc.backups.status.queryOptions({ jobId: jobId ?? '' }),
    enabled: jobId !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'done' || query.state.data?.state === 'failed' ? false : POLL_MS,
  });
  const state = jobId ? (status.data?.state ?? 'waiting') : null;
  useEffect(() => {
    if (state !== 'done') return;
    notifySuccess('Backup finished.');
    void queryClient.invalidateQueries({ queryKey: trpc.backups.list.queryKey() });
  }, [state, queryClient, trpc]);
  const busy = state === 'waiting' || state === 'running';
  return (
    <Stack gap="xs" align="flex-start">
      <Button
        leftSection={<IconDatabaseExport size={16} />}
        loading={start.isPending}
        disabled={busy}
        onClick={() => start.mutate()}
      >
        Back up now
      </Button>
      {busy && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{state === 'running' ? 'Backing up…' : 'Waiting for the job queue…'}</Text>
        </Group>
      )}
      {state === 'failed' && (
        <Alert color="red" role="alert" title="The backup failed">
          The admins have been told why (bell and mail). Try again, or see the server log.
        </Alert>
      )}
    </Stack>
  );
}

/** Settings › Backups (admins): the backup files, newest first, each to download; and 'Back up now'. */
export function BackupsPage() {
  const trpc = useTRPC();
  const me = useQuery(trpc.auth.me.queryOptions());
  const isAdmin = me.data?.role === 'admin';
  const backups = useQuery({ ...trpc.backups.list.queryOptions(), enabled: isAdmin });
  if (me.data && !isAdmin) return <Text c="dimmed">Only admins can see the backups.</Text>;
  const data = backups.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            Schedule and copies
          </Title>
          <Text size="sm">
            {data?.schedule
              ? `A backup of all data is taken on the schedule ${data.schedule} (Sydney time); the newest ${data.keep} are kept.`
              : 'Scheduled backups are off (BACKUP_CRON=off).'}{' '}
            A backup is also taken before demo data replaces or clears anything. Keep a copy off this machine:
            download one, or copy the backup folder elsewhere.
          </Text>
          <BackUpNow />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        {backups.isPending ? (
          <Loader size="sm" aria-label="Loading backups" />
        ) : !data?.items.length ? (
          <Text c="dimmed">No backups yet.</Text>
        ) : (
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Taken</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Download</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((backup) => (
                <Table.Tr key={backup.name}>
                  <Table.Td>
                    <Text size="sm">{formatDateTime(backup.createdAt)}</Text>
                    <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                      {backup.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(backup.bytes)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      href={downloadUrl(backup.name)}
                      download
                      size="sm"
                      aria-label={`Download the backup of ${formatDateTime(backup.createdAt)}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        <IconDownload size={16} aria-hidden />
                        <span>Download</span>
                      </Group>
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
