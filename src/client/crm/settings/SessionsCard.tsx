import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { SettingsCard } from './SettingsCard.tsx';

/** Where I am signed in (this device first), with a way to end any other session or all of them. */
export function SessionsCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.sessions.list.queryOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.sessions.list.queryKey() });
  const signOut = useMutation(
    trpc.sessions.signOut.mutationOptions({
      onSuccess: () => {
        notifySuccess('That session is signed out');
        void refresh();
      },
      onError: (error) => notifyFailure('Failed to sign out that session', error),
    }),
  );
  const signOutOthers = useMutation(
    trpc.sessions.signOutOthers.mutationOptions({
      onSuccess: ({ signedOut }) => {
        notifySuccess(
          signedOut === 1 ? '1 other session signed out' : `${signedOut} other sessions signed out`,
        );
        void refresh();
      },
      onError: (error) => notifyFailure('Failed to sign out the other sessions', error),
    }),
  );
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <SettingsCard
      title="Sessions"
      description="Where you are signed in. Sign out anywhere you do not recognise."
    >
      {sessions.isPending && <Loader size="sm" aria-label="Loading" />}
      {sessions.isError && <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />}
      {sessions.data && (
        <Stack gap="md">
          <Stack
            component="ul"
            gap="xs"
            aria-label="Sessions"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {sessions.data.map((session) => (
              <Paper component="li" key={session.id} withBorder radius="sm" p="sm">
                <Group justify="space-between" align="flex-start" gap="sm">
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text size="sm" fw={500}>
                        {session.device}
                      </Text>
                      {session.current && (
                        <Badge variant="light" color="green">
                          This device
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="dimmed">
                      IP {session.ip || 'unknown'} · signed in {formatDateTime(session.createdAt)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Last active {formatDateTime(session.lastActiveAt)}
                    </Text>
                  </Stack>
                  {!session.current && (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      aria-label={`Sign out ${session.device}, last active ${formatDateTime(session.lastActiveAt)}`}
                      disabled={signOut.isPending}
                      onClick={() => signOut.mutate({ id: session.id })}
                    >
                      Sign out
                    </Button>
                  )}
                </Group>
              </Paper>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              disabled={others === 0 || signOutOthers.isPending}
              onClick={() => signOutOthers.mutate()}
            >
              Sign out all other sessions
            </Button>
          </Group>
        </Stack>
      )}
    </SettingsCard>
  );
}
