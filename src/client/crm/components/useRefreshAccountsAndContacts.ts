import { trpc } from '../../trpc.ts';

/** Refetches every accounts and contacts query: a change to one shows in the other (names, counts). */
export function useRefreshAccountsAndContacts(): () => Promise<unknown> {
  const utils = trpc.useUtils();
  return () => Promise.all([utils.accounts.invalidate(), utils.contacts.invalidate()]);
}
