import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';

/** Managers and admins save and delete checklists (the server's managerProcedure says the same). */
export function useCanManageChecklists(): boolean {
  const me = useQuery(useTRPC().auth.me.queryOptions());
  return me.data?.role === 'manager' || me.data?.role === 'admin';
}
