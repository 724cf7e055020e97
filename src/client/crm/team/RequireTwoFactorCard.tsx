import { Card, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { useTRPC } from '../../trpc.ts';
import { notifyFailure, notifySuccess } from '../components/notify.tsx';

/** Admins: require two-factor authentication of everyone; those without it set it up at their next step in the CRM. */
export function RequireTwoFactorCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const security = useQuery(trpc.team.security.queryOptions());
  const change = useMutation(
    trpc.team.requireTwoFactor.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.team.security.queryKey(), result);
        notifySuccess(
          result.requireTwoFactor
            ? 'Two-factor authentication is now required of everyone'
            : 'Two-factor authentication is no longer required',
        );
      },
      onError: (error) => notifyFailure('Failed to change the requirement', error),
    }),
  );

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Two-factor authentication
      </Title>
      {security.isError ? (
        <QueryError error={security.error} onRetry={() => void security.refetch()} />
      ) : (
        <Switch
          label="Require two-factor authentication for everyone"
          description="Anyone without it must set it up before they can use the CRM."
          checked={security.data?.requireTwoFactor ?? false}
          disabled={!security.data || change.isPending}
          onChange={(event) => change.mutate({ required: event.currentTarget.checked })}
        />
      )}
      <Text size="xs" c="dimmed" mt="xs">
        Someone who lost their phone and recovery codes can have theirs reset below.
      </Text>
    </Card>
  );
}
