import { trpc } from '../../trpc.ts';

/** Refetches everything a lead change shows in: the leads list and records, their activities and the dashboard. */
export function useRefreshLeads(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([utils.leads.invalidate(), utils.activities.invalidate(), utils.dashboard.invalidate()]);
}
