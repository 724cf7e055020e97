import { Badge, Button, Group, Loader, Stack } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format.ts';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import { SettingsList, SettingsListItem } from './SettingsList.tsx';

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
          <SettingsList label="Sessions">
            {sessions.data.map((session) => (
              <SettingsListItem
                key={session.id}
                title={session.device}
                badge={
                  session.current && (
                    <Badge variant="light" color="green">
                      This device
                    </Badge>
                  )
                }
                details={[
                  `IP ${session.ip || 'unknown'} · signed in ${formatDateTime(session.createdAt)}`,
                  `Last active ${formatDateTime(session.lastActiveAt)}`,
                ]}
                actions={
                  !session.current && (
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
                  )
                }
              />
            ))}
          </SettingsList>
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
