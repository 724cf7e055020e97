import { trpc } from '../../trpc.ts';
import { deleteWithUndo } from '../components/deleteWithUndo.ts';
import { useRefreshAccountsAndContacts } from '../components/useRefreshAccountsAndContacts.ts';

/** Deletes a contact at once; the toast offers Undo. */
export function useDeleteContact(): (id: string) => Promise<void> {
  const { client } = trpc.useUtils();
  const refresh = useRefreshAccountsAndContacts();
  return (id) =>
    deleteWithUndo({
      remove: () => client.contacts.delete.mutate({ id }),
      restore: () => client.contacts.restore.mutate({ id }),
      refresh,
      texts: {
        deleted: 'Contact deleted successfully',
        deleteFailed: 'Failed to delete contact',
        restored: 'Contact restored',
        restoreFailed: 'Failed to restore contact',
      },
    });
}
