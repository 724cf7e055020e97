import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../trpc.ts';

/** Whether the signed-in member is a manager or an admin (the server's managerProcedure); undefined until known. */
export function useIsManager(): boolean | undefined {
  const me = useQuery(useTRPC().auth.me.queryOptions());
  return me.data ? me.data.role === 'manager' || me.data.role === 'admin' : undefined;
}
