import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect } from 'react';
import type { AppRouter } from '../../../server/router.ts';
import { trpc } from '../../trpc.ts';

function isUnauthorized(error: unknown): boolean {
  return (
    error instanceof TRPCClientError && (error as TRPCClientError<AppRouter>).data?.code === 'UNAUTHORIZED'
  );
}

/**
 * When a CRM query is refused because the session has ended (expired, or signed out in another
 * tab), asks `auth.me` again, so the gate swaps the shell for the login screen.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) {
          void utils.auth.me.invalidate();
        }
      }),
    [queryClient, utils],
  );
}
