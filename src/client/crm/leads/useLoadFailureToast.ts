import { useEffect } from 'react';
import { notifyFailure } from '../components/notify.tsx';
import { isNotFound } from '../components/trpcErrors.ts';

/** Shows a toast such as 'Failed to load lead' once per failed load; a missing record has its own view instead. */
export function useLoadFailureToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error && !isNotFound(error)) notifyFailure(title, error);
  }, [error, title]);
}
