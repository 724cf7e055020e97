import { trpc } from '../../trpc.ts';
import { deleteWithUndo } from '../components/deleteWithUndo.ts';
import { useRefreshAccountsAndContacts } from '../components/useRefreshAccountsAndContacts.ts';

/** Deletes an account at once (the server refuses while contacts belong to it); the toast offers Undo. */
export function useDeleteAccount(): (id: string) => Promise<void> {
  const { client } = trpc.useUtils();
  const refresh = useRefreshAccountsAndContacts();
  return (id) =>
    deleteWithUndo({
      remove: () => client.accounts.delete.mutate({ id }),
      restore: () => client.accounts.restore.mutate({ id }),
      refresh,
      texts: {
        deleted: 'Account deleted successfully',
        deleteFailed: 'Failed to delete account',
        restored: 'Account restored',
        restoreFailed: 'Failed to restore account',
      },
    });
}
