import { useEffect } from 'react';
import { serverErrorCode } from '../../serverError.ts';
import { notifyFailure } from '../components/notify.tsx';

/** Toasts 'Failed to load lead' once per failed load; a missing record has its own view instead. */
export function useLoadFailureToast(error: unknown, title: string): void {
  useEffect(() => {
    if (error && serverErrorCode(error) !== 'NOT_FOUND') notifyFailure(title, error);
  }, [error, title]);
}
