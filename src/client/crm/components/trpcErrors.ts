import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../server/router.ts';

function dataOf(error: unknown) {
  return error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data : undefined;
}

/** The server's messages for individual form fields, keyed by field path, if it sent any. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const fieldErrors = dataOf(error)?.fieldErrors;
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

export function isNotFound(error: unknown): boolean {
  return dataOf(error)?.code === 'NOT_FOUND';
}

export function isConflict(error: unknown): boolean {
  return dataOf(error)?.code === 'CONFLICT';
}

/** Query retry that gives up at once on NOT_FOUND and retries anything else once. */
export function retryUnlessNotFound(failureCount: number, error: unknown): boolean {
  return !isNotFound(error) && failureCount < 1;
}
