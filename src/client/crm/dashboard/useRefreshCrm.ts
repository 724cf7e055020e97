import { trpc } from '../../trpc.ts';

/** Refetches every CRM query: demo data replaces or removes all of it. */
export function useRefreshCrm(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () =>
    Promise.all([
      utils.dashboard.invalidate(),
      utils.leads.invalidate(),
      utils.activities.invalidate(),
      utils.contacts.invalidate(),
      utils.accounts.invalidate(),
    ]);
}
