import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { serverErrorMessage } from '../serverError.ts';

type ListStateProps = {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  isEmpty: boolean;
  /** 'Loading contacts...' */
  loadingText: string;
  /** 'Error loading contacts' — the error's message follows after a colon. */
  errorText: string;
  /** 'No contacts found matching your search.' */
  emptyText: string;
  children: ReactNode;
};

/** A list's loading, error (with Try Again) and empty states, or the list itself. */
export function ListState({ query, isEmpty, loadingText, errorText, emptyText, children }: ListStateProps) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed">{loadingText}</Text>
        </Group>
      </Center>
    );
  }
  if (query.error) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            {errorText}: {serverErrorMessage(query.error)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try Again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (isEmpty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return children;
}
