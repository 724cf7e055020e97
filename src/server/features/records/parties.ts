import { LockMode, raw, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { live } from '../../db/entities/soft-delete.ts';
import { fieldError } from '../../errors.ts';

// Shared locks: a delete of this account or contact running at the same time waits for the
// record's save, then sees the record and refuses, so no live record ever points at a deleted one.
export const shareLocked = { lockMode: LockMode.PESSIMISTIC_READ } as const;

/**
 * The live row of `entity`'s table with this id, share-locked as `shareLocked` does, with only
 * `columns` read: a record links to its account and contact as references, so whole entities,
 * hydrated and then compared at the flush, were a quarter of a new lead's CPU for nothing
 * (README: "A record's parties as references").
 */
async function lockedLiveRow<Row, Entity extends object>(
  em: EntityManager,
  entity: EntityName<Entity>,
  columns: string,
  id: string | null,
): Promise<Row | undefined> {
  if (!id) return undefined;
  const [row] = await em.execute<Row[]>(
    `select ${columns} from "${em.getMetadata(entity).tableName}" r where r.id = ? and ${live('r')} for share`,
    [id],
  );
  return row;
}

/** The live account chosen in the `accountId` field, share-locked until the saving transaction ends; a reference. */
export async function liveAccount(em: EntityManager, accountId: string | null, missing: string) {
  const found = await lockedLiveRow<{ id: string }, Account>(em, Account, 'r.id', accountId);
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
  const found = await lockedLiveRow<{ id: string; account_id: string | null }, Contact>(
    em,
    Contact,
    'r.id, r.account_id',
    contactId,
  );
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
