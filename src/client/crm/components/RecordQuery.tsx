import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { serverErrorMessage } from '../serverError.ts';
import { RecordNotFound } from './RecordNotFound.tsx';
import { isNotFound } from './trpcErrors.ts';

type RecordQueryProps<T> = {
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  /** 'Contact not found' */
  notFoundTitle: string;
  backLabel: string;
  onBack: () => void;
  children: (record: T) => ReactNode;
};

/** One record's loading spinner, its not-found view, or a failure with Try Again; then the record. */
export function RecordQuery<T>({ query, notFoundTitle, backLabel, onBack, children }: RecordQueryProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (isNotFound(query.error)) {
    return <RecordNotFound title={notFoundTitle} backLabel={backLabel} onBack={onBack} />;
  }
  if (query.error || query.data === undefined) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{serverErrorMessage(query.error)}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return children(query.data);
}
