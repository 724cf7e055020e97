import type { ReactNode } from 'react';
import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/router.ts';

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

/** The message to show for a failed call: the server's own, or a plain one when it never answered. */
export function serverErrorMessage(error: unknown): string {
  return error instanceof TRPCClientError && error.data ? error.message : UNREACHABLE;
}

/**
 * Shows a failed form submission where it belongs: field messages beside their fields,
 * anything else through `showAlert`.
 */
export function showServerError(
  error: unknown,
  form: { setErrors: (errors: Record<string, ReactNode>) => void },
  showAlert: (message: string) => void,
): void {
  const fieldErrors =
    error instanceof TRPCClientError ? (error as TRPCClientError<AppRouter>).data?.fieldErrors : null;
  if (fieldErrors && Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
  else showAlert(serverErrorMessage(error));
}
