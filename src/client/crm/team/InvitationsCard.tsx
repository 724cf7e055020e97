import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatDateTime } from '../../../shared/format.ts';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure } from '../components/notify.tsx';
import { RoleBadge } from '../shell/RoleBadge.tsx';

/** Invitations whose link has not been followed yet, each with Withdraw. */
export function InvitationsCard() {
  const trpc = useTRPC();
  const invitations = useQuery(trpc.team.invitations.queryOptions());
  const withdraw = useMutation(
    trpc.team.withdrawInvitation.mutationOptions({
      onError: (error) => notifyFailure('Failed to withdraw the invitation', error),
    }),
  );
  if (!invitations.data?.length) return null;
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        Open invitations
      </Title>
      <Stack gap="xs">
        {invitations.data.map((invitation) => (
          <Group key={invitation.id} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm">{invitation.email}</Text>
              <RoleBadge role={invitation.role} />
              <Text size="xs" c="dimmed">
                until {formatDateTime(invitation.expiresAt)}
              </Text>
            </Group>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`Withdraw the invitation of ${invitation.email}`}
              onClick={() => withdraw.mutate({ id: invitation.id })}
            >
              Withdraw
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
