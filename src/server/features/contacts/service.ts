import { LockMode, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Page } from '../../../shared/schemas/fields.ts';
import type {
  ContactValues,
  contactListSchema,
  contactUpdateSchema,
} from '../../../shared/schemas/contact.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import type { User } from '../../db/entities/user.ts';
import { containsPattern } from '../../db/search.ts';
import { fieldError } from '../../errors.ts';
import { toContactDto, withAccountName, type ContactDto, type ContactOption } from './dto.ts';
import { duplicateEmailError } from './email-guard.ts';

const CONTACT_NOT_FOUND = 'Contact not found';
const ACCOUNT_NOT_FOUND = 'Account not found';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: CONTACT_NOT_FOUND });

const orderBySort = {
  firstName: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  lastName: [{ lastName: 'asc' }, { firstName: 'asc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
} as const;

export async function listContacts(
  em: EntityManager,
  { search, sort, page, pageSize, withoutAccount }: z.output<typeof contactListSchema>,
): Promise<Page<ContactDto>> {
  const where: FilterQuery<Contact> = withoutAccount
    ? { deletedAt: null, $or: [{ account: null }, { account: { deletedAt: { $ne: null } } }] }
    : { deletedAt: null, account: { $ne: null, deletedAt: null } };
  if (search) {
    const pattern = containsPattern(search);
    const matches: FilterQuery<Contact>[] = [
      { firstName: { $ilike: pattern } },
      { lastName: { $ilike: pattern } },
      { email: { $ilike: pattern } },
      { position: { $ilike: pattern } },
      { department: { $ilike: pattern } },
      { account: { name: { $ilike: pattern } } },
    ];
    // Under $and, so it does not replace the 'No account' filter's own $or.
    where.$and = [{ $or: matches }];
  }
  const [contacts, total] = await em.findAndCount(Contact, where, {
    ...withAccountName,
    orderBy: [...orderBySort[sort]],
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: contacts.map(toContactDto), total, page, pageSize };
}

export async function getContact(em: EntityManager, id: string): Promise<ContactDto> {
  const contact = await em.findOne(Contact, { id, deletedAt: null }, withAccountName);
  if (!contact) throw notFound();
  return toContactDto(contact);
}

/** The account's live contacts for selectors, by first name. */
export async function listContactsOfAccount(em: EntityManager, accountId: string): Promise<ContactOption[]> {
  const contacts = await em.find(
    Contact,
    { account: accountId, deletedAt: null },
    {
      fields: ['id', 'firstName', 'lastName', 'position'],
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
    },
  );
  return contacts.map(({ id, firstName, lastName, position }) => ({
    id,
    firstName,
    lastName,
    position: position ?? null,
  }));
}

/**
 * Inside the saving transaction: the chosen account must be live. Its row is share-locked,
 * so deleting that account waits for this save and then counts this contact.
 */
async function lockChosenAccount(tx: EntityManager, accountId: string | null): Promise<void> {
  if (!accountId) return;
  const account = await tx.findOne(
    Account,
    { id: accountId, deletedAt: null },
    { fields: ['id'], lockMode: LockMode.PESSIMISTIC_READ },
  );
  if (!account) throw fieldError('accountId', ACCOUNT_NOT_FOUND);
}

/** Runs a contact write; the unique email index's violation (a save racing another) becomes the same CONFLICT. */
async function guardingEmail<T>(
  em: EntityManager,
  email: string | null,
  contactId: string | null,
  write: () => Promise<T>,
): Promise<T> {
  const duplicate = await duplicateEmailError(em, email, contactId);
  if (duplicate) throw duplicate;
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    throw (await duplicateEmailError(em, email, contactId)) ?? error;
  }
}

export async function createContact(
  em: EntityManager,
  user: User,
  input: ContactValues,
): Promise<ContactDto> {
  const { accountId, ...fields } = input;
  const id = await guardingEmail(em, input.email, null, () =>
    em.transactional(async (tx) => {
      await lockChosenAccount(tx, accountId);
      const contact = tx.create(Contact, { ...fields, account: accountId, createdBy: user.id });
      await tx.flush();
      return contact.id;
    }),
  );
  return getContact(em, id);
}

export async function updateContact(
  em: EntityManager,
  input: z.output<typeof contactUpdateSchema>,
): Promise<ContactDto> {
  const { id, accountId, ...fields } = input;
  await guardingEmail(em, input.email, id, () =>
    em.transactional(async (tx) => {
      const contact = await tx.findOne(Contact, { id, deletedAt: null });
      if (!contact) throw notFound();
      await lockChosenAccount(tx, accountId);
      tx.assign(contact, { ...fields, account: accountId });
      await tx.flush();
    }),
  );
  return getContact(em, id);
}

/** 'This contact is on 2 leads. ...' when live leads still name the contact, else null. */
async function leadsStillUsing(em: EntityManager, contactId: string): Promise<string | null> {
  const leads = await em.count(Lead, { contact: contactId, deletedAt: null });
  if (leads === 0) return null;
  return `This contact is on ${leads} ${leads === 1 ? 'lead' : 'leads'}. Delete them or give them another contact first.`;
}

/** Marks the contact deleted (restore undoes it); refused with CONFLICT while live leads name it. */
export async function deleteContact(em: EntityManager, id: string): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const contact = await tx.findOne(
      Contact,
      { id, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!contact) throw notFound();
    const conflict = await leadsStillUsing(tx, id);
    if (conflict) throw new TRPCError({ code: 'CONFLICT', message: conflict });
    await tx.nativeUpdate(Contact, { id }, { deletedAt: new Date() });
    return { id };
  });
}

/** Brings a deleted contact back, unless another live contact has taken its email meanwhile. */
export async function restoreContact(em: EntityManager, id: string): Promise<ContactDto> {
  const contact = await em.findOne(Contact, { id }, { fields: ['email', 'deletedAt'] });
  if (!contact) throw notFound();
  if (contact.deletedAt) {
    await guardingEmail(em, contact.email ?? null, id, () =>
      em.nativeUpdate(Contact, { id }, { deletedAt: null }),
    );
  }
  return getContact(em, id);
}
