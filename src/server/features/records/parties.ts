import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { fieldError } from '../../errors.ts';

// Shared locks: a delete of this account or contact running at the same time waits for the
// record's save, then sees the record and refuses, so no live record ever points at a deleted one.
export const shareLocked = { lockMode: LockMode.PESSIMISTIC_READ } as const;

/** The live account chosen in the `accountId` field, share-locked until the saving transaction ends. */
export async function liveAccount(em: EntityManager, accountId: string | null, missing: string) {
  const account = accountId ? await em.findOne(Account, { id: accountId }, shareLocked) : null;
  if (!account) throw fieldError('accountId', missing);
  return account;
}

/** The live contact chosen in the `contactId` field, which must belong to the account; share-locked too. */
export async function liveContactOf(
  em: EntityManager,
  account: Account,
  contactId: string | null,
  missing: string,
) {
  const contact = contactId ? await em.findOne(Contact, { id: contactId }, shareLocked) : null;
  if (!contact) throw fieldError('contactId', missing);
  if (contact.account?.id !== account.id) {
    throw fieldError('contactId', 'This contact does not belong to the selected account');
  }
  return contact;
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
