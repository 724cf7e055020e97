import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../components/QueryError/QueryError.tsx';
import { serverErrorCode } from '../../serverError.ts';
import { RecordNotFound } from './RecordNotFound.tsx';

type RecordQueryProps<T> = {
  query: UseQueryResult<T>;
  /** 'Contact not found' */
  notFoundTitle: string;
  backLabel: string;
  onBack: () => void;
  /** Said under the not-found title (where a merged record went). */
  notFoundNote?: ReactNode;
  children: (record: T) => ReactNode;
};

/** One record's loading spinner, its not-found view, or a failure with Try Again; then the record. */
export function RecordQuery<T>({
  query,
  notFoundTitle,
  backLabel,
  onBack,
  notFoundNote,
  children,
}: RecordQueryProps<T>) {
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (serverErrorCode(query.error) === 'NOT_FOUND') {
    return (
      <RecordNotFound title={notFoundTitle} backLabel={backLabel} onBack={onBack}>
        {notFoundNote}
      </RecordNotFound>
    );
  }
  if (query.isError) return <QueryError error={query.error} onRetry={query.refetch} />;
  return children(query.data);
}
