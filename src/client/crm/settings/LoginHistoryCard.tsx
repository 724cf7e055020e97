import { Card, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../trpc.ts';
import { LoginHistoryTable } from './LoginHistoryTable.tsx';

/** Settings › Security: my sign-in attempts of the last 90 days. */
export function LoginHistoryCard() {
  const [after, setAfter] = useState<string | undefined>();
  const history = useQuery({
    ...useTRPC().auth.loginHistory.queryOptions({ after }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4">
        Login History
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Every sign-in with your email in the last 90 days. Tell an admin about any you do not recognise.
      </Text>
      <LoginHistoryTable history={history} onPage={setAfter} isFirstPage={after === undefined} />
    </Card>
  );
}
