import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../trpc.ts';

const HOUR = 60 * 60 * 1000;

/**
 * The signed render time the public forms send with a submission (the server refuses a form
 * without one it signed): fetched when the page opens, refetched hourly so a page left open
 * never holds an expired token. Answers a function that gives the token, fetching it if needed.
 */
export function useFormToken(): () => Promise<string> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tokenOptions = trpc.intake.formToken.queryOptions(undefined, {
    staleTime: Infinity,
    refetchInterval: HOUR,
  });
  const formToken = useQuery(tokenOptions);
  return async () => formToken.data?.token ?? (await queryClient.fetchQuery(tokenOptions)).token;
}
