import { MutationCache, type Query, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import type { AppRouter } from '../server/router.ts';
import { secondFactorMessages } from '../shared/two-factor.ts';
import { serverErrorCode } from './serverError.ts';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** The routers whose queries hold no CRM data: a CRM change never makes them stale. */
const notCrmData = new Set(['auth', 'intake', 'twoFactor', 'passkeys', 'sessions']);

/** The router a tRPC query or mutation key belongs to: `[['leads', 'list'], …]` -> 'leads'. */
function routerOf(key: QueryKey | undefined): unknown {
  const [path] = key ?? [];
  return Array.isArray(path) ? path[0] : undefined;
}

/** tRPC's key of `auth.me` (a path key: it matches the query whatever its input). */
const signedInUserKey: QueryKey = [['auth', 'me']];

/**
 * The app's TanStack Query cache. As the spec says, a failed request is retried once and
 * nothing refetches on window focus; a record that is not found is not asked for again. Two
 * rules hold for every query and mutation, so no screen lists them by hand:
 * - after a CRM change succeeds, every CRM query is stale: the shown ones refetch at once,
 *   the others when next shown (a change can show anywhere: names on cards, counts, the dashboard),
 *   and none keeps an answer read before the change;
 * - a query refused because the session has ended (expired, or signed out in another tab)
 *   asks `auth.me` again, so the CRM gate swaps the shell for the login screen.
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        const code = serverErrorCode(error);
        // A session signed out elsewhere, or sent to its second factor (the team now requires one).
        if (
          code === 'UNAUTHORIZED' ||
          (code === 'FORBIDDEN' && secondFactorMessages.includes(error.message))
        ) {
          void queryClient.invalidateQueries({ queryKey: signedInUserKey });
        }
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        if (notCrmData.has(routerOf(mutation.options.mutationKey) as string)) return;
        const crmData = (query: Query) => !notCrmData.has(routerOf(query.queryKey) as string);
        // A shown query's first fetch still in flight may have read before the change, and a
        // refetch joins such a fetch rather than starting again (TanStack cancels only a query
        // that has data): cancelled, it is asked again below. A list searched as a record was
        // deleted kept it. A fetch with no one shown it (`fetchQuery`, awaited by its caller) is left be.
        await queryClient.cancelQueries({
          predicate: (query) =>
            crmData(query) && query.state.data === undefined && query.getObserversCount() > 0,
          fetchStatus: 'fetching',
        });
        return queryClient.invalidateQueries({ predicate: crmData });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (failures, error) => serverErrorCode(error) !== 'NOT_FOUND' && failures < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

export function createTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/trpc', transformer: superjson })],
  });
}
