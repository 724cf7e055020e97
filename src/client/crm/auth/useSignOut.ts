import { partialMatchKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { crmBasePath } from '../../../shared/routes.ts';
import { useTRPC } from '../../trpc.ts';

/**
 * Ends the session. Afterwards `auth.me` is null, so the gate shows the login screen, and every
 * other cached answer is dropped so nothing of this user stays in memory. As the spec says,
 * a failed sign-out is only logged.
 */
export function useSignOut() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: () => {
        const meKey = trpc.auth.me.queryKey();
        queryClient.setQueryData(meKey, null);
        queryClient.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, meKey) });
        void navigate(crmBasePath);
      },
      onError: (error) => console.error('Sign-out failed', error),
    }),
  );
}
