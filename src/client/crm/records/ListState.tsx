import { Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError } from '../../components/QueryError/QueryError.tsx';

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
  if (query.error) return <QueryError text={errorText} error={query.error} onRetry={query.refetch} />;
  if (isEmpty) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return children;
}
