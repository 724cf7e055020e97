import { trpc } from '../../trpc.ts';
import { deleteWithUndo } from '../components/deleteWithUndo.ts';
import { useRefreshLeads } from './useRefreshLeads.ts';

/** Deletes a lead at once; the toast offers Undo. */
export function useDeleteLead(): (id: string) => Promise<void> {
  const { client } = trpc.useUtils();
  const refresh = useRefreshLeads();
  return (id) =>
    deleteWithUndo({
      remove: () => client.leads.delete.mutate({ id }),
      restore: () => client.leads.restore.mutate({ id }),
      refresh,
      texts: {
        deleted: 'Lead deleted successfully',
        deleteFailed: 'Failed to delete lead',
        restored: 'Lead restored',
        restoreFailed: 'Failed to restore lead',
      },
    });
}
