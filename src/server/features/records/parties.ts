import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { live } from '../../db/entities/soft-delete.ts';
import { fieldError } from '../../errors.ts';

// Shared locks: a delete of this account or contact running at the same time waits for the
// record's save, then sees the record and refuses, so no live record ever points at a deleted one.
export const shareLocked = { lockMode: LockMode.PESSIMISTIC_READ } as const;

/**
 * The live account chosen in the `accountId` field, share-locked until the saving transaction ends,
 * as a reference: the record only links to it. Its id alone is read, not the entity: a whole
 * account and contact, hydrated and then compared at the flush, were a quarter of a new lead's
 * CPU (README: "A record's parties as references").
 */
export async function liveAccount(em: EntityManager, accountId: string | null, missing: string) {
  const [found] = accountId
    ? await em.execute<{ id: string }[]>(
        `select r.id from accounts r where r.id = ? and ${live('r')} for share`,
        [accountId],
      )
    : [];
  if (!found) throw fieldError('accountId', missing);
  return em.getReference(Account, found.id);
}

/** The live contact chosen in the `contactId` field, which must belong to the account; share-locked too, a reference too. */
export async function liveContactOf(
  em: EntityManager,
  account: Account,
  contactId: string | null,
  missing: string,
) {
  const [found] = contactId
    ? await em.execute<{ id: string; account_id: string | null }[]>(
        `select r.id, r.account_id from contacts r where r.id = ? and ${live('r')} for share`,
        [contactId],
      )
    : [];
  if (!found) throw fieldError('contactId', missing);
  if (found.account_id !== account.id) {
    throw fieldError('contactId', 'This contact does not belong to the selected account');
  }
  return em.getReference(Contact, found.id);
}

/** The live contact with this email, compared as the unique index does (ignoring case); its account is not loaded. */
export async function findLiveContactByEmail(
  em: EntityManager,
  email: string,
  exceptContactId: string | null = null,
): Promise<Contact | null> {
  return em.findOne(Contact, {
    [raw((alias) => `lower(${alias}.email)`)]: email.toLowerCase(),
    ...(exceptContactId ? { id: { $ne: exceptContactId } } : {}),
  });
}
