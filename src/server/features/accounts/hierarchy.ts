import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { fieldError } from '../../errors.ts';

const OWN_PARENT = 'An account cannot be its own parent account';
const PARENT_CYCLE = "The parent account cannot be one of this account's sub-accounts";
const PARENT_NOT_FOUND = 'Parent account not found';

/** True when `accountId` is `parentId` or one of its ancestors (deleted ones included). */
async function isAncestorOrSelf(em: EntityManager, accountId: string, parentId: string): Promise<boolean> {
  const rows = await em.execute<{ found: number }[]>(
    `with recursive ancestors (id, parent_account_id) as (
       select id, parent_account_id from accounts where id = ?
       union
       select accounts.id, accounts.parent_account_id
       from accounts join ancestors on accounts.id = ancestors.parent_account_id
     )
     select 1 as found from ancestors where id = ? limit 1`,
    [parentId, accountId],
  );
  return rows.length > 0;
}

/**
 * Checks a parent account choice inside the saving transaction: the parent must be a live
 * account, and never the account itself nor one below it (that would make a cycle).
 * A transaction lock serialises hierarchy changes, so two saves cannot build a cycle together.
 */
export async function assertValidParent(
  em: EntityManager,
  accountId: string | null,
  parentId: string | null,
): Promise<void> {
  if (!parentId) return;
  if (parentId === accountId) throw fieldError('parentAccountId', OWN_PARENT);
  await em.execute(`select pg_advisory_xact_lock(hashtext('accounts.parent_account_id'))`);
  if ((await em.count(Account, { id: parentId })) === 0) {
    throw fieldError('parentAccountId', PARENT_NOT_FOUND);
  }
  if (accountId && (await isAncestorOrSelf(em, accountId, parentId))) {
    throw fieldError('parentAccountId', PARENT_CYCLE);
  }
}
