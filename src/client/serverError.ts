import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../server/router.ts';

const UNREACHABLE = 'Could not reach the server. Please check your connection and try again.';

/** True when our server answered the call with an error (rather than the network failing). */
export function isServerError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError && error.data !== undefined && error.data !== null;
}

/** The tRPC error code of a server's answer ('NOT_FOUND', 'CONFLICT' ...), or null. */
export function serverErrorCode(error: unknown) {
  return isServerError(error) ? (error.data?.code ?? null) : null;
}

/** The message to show for a failed call: the server's own, or a plain one when it never answered. */
export function serverErrorMessage(error: unknown): string {
  return isServerError(error) ? error.message : UNREACHABLE;
}

/** The server's messages for individual form fields, keyed by field path, if it sent any. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  const fieldErrors = isServerError(error) ? error.data?.fieldErrors : null;
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}
