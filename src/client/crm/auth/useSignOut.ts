import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useNavigate } from 'react-router-dom';
import { crmBasePath } from '../../../shared/routes.ts';
import { trpc } from '../../trpc.ts';

/**
 * Ends the session. Afterwards `auth.me` is null, so the gate shows the login screen, and every
 * other cached answer is dropped so nothing of this user stays in memory. As the spec says,
 * a failed sign-out is only logged.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const navigate = useNavigate();

  return trpc.auth.signOut.useMutation({
    onSuccess: () => {
      utils.auth.me.setData(undefined, null);
      const meKey = getQueryKey(trpc.auth.me);
      queryClient.removeQueries({ predicate: (query) => !partialMatchKey(query.queryKey, meKey) });
      void navigate(crmBasePath);
    },
    onError: (error) => console.error('Sign-out failed', error),
  });
}
