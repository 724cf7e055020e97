import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { Page } from '../../../shared/schemas/fields.ts';
import type {
  AccountValues,
  accountListSchema,
  accountUpdateSchema,
} from '../../../shared/schemas/account.ts';
import { containsPattern } from '../../db/search.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { User } from '../../db/entities/user.ts';
import { countAccountDependents, dependentsMessage } from './dependents.ts';
import {
  toAccountDto,
  withParentName,
  type AccountContactDto,
  type AccountDto,
  type AccountOption,
} from './dto.ts';
import { assertValidParent } from './hierarchy.ts';

const ACCOUNT_NOT_FOUND = 'Account not found';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: ACCOUNT_NOT_FOUND });

const orderBySort = {
  name: [{ name: 'asc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
} as const;

export async function listAccounts(
  em: EntityManager,
  { search, sort, page, pageSize }: z.output<typeof accountListSchema>,
): Promise<Page<AccountDto>> {
  const where: FilterQuery<Account> = { deletedAt: null };
  if (search) {
    const pattern = containsPattern(search);
    where.$or = [
      { name: { $ilike: pattern } },
      { legalName: { $ilike: pattern } },
      { businessName: { $ilike: pattern } },
      { industry: { $ilike: pattern } },
    ];
  }
  const [accounts, total] = await em.findAndCount(Account, where, {
    ...withParentName,
    orderBy: [...orderBySort[sort]],
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items: accounts.map(toAccountDto), total, page, pageSize };
}

export async function listAccountOptions(em: EntityManager): Promise<AccountOption[]> {
  const accounts = await em.find(
    Account,
    { deletedAt: null },
    { fields: ['id', 'name'], orderBy: [{ name: 'asc' }, { id: 'asc' }] },
  );
  return accounts.map(({ id, name }) => ({ id, name }));
}

export async function getAccount(em: EntityManager, id: string): Promise<AccountDto> {
  const account = await em.findOne(Account, { id, deletedAt: null }, withParentName);
  if (!account) throw notFound();
  return toAccountDto(account);
}

/** The account's live contacts, newest first. */
export async function listAccountContacts(
  em: EntityManager,
  accountId: string,
): Promise<AccountContactDto[]> {
  if ((await em.count(Account, { id: accountId, deletedAt: null })) === 0) throw notFound();
  const contacts = await em.find(
    Contact,
    { account: accountId, deletedAt: null },
    {
      fields: ['id', 'firstName', 'lastName', 'position', 'isPrimary'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    },
  );
  return contacts.map(({ id, firstName, lastName, position, isPrimary }) => ({
    id,
    firstName,
    lastName,
    position: position ?? null,
    isPrimary,
  }));
}

export async function createAccount(
  em: EntityManager,
  user: User,
  input: AccountValues,
): Promise<AccountDto> {
  const { parentAccountId, ...fields } = input;
  const id = await em.transactional(async (tx) => {
    await assertValidParent(tx, null, parentAccountId);
    const account = tx.create(Account, { ...fields, parentAccount: parentAccountId, createdBy: user.id });
    await tx.flush();
    return account.id;
  });
  return getAccount(em, id);
}

export async function updateAccount(
  em: EntityManager,
  input: z.output<typeof accountUpdateSchema>,
): Promise<AccountDto> {
  const { id, parentAccountId, ...fields } = input;
  await em.transactional(async (tx) => {
    const account = await tx.findOne(Account, { id, deletedAt: null });
    if (!account) throw notFound();
    await assertValidParent(tx, id, parentAccountId);
    tx.assign(account, { ...fields, parentAccount: parentAccountId });
    await tx.flush();
  });
  return getAccount(em, id);
}

/**
 * Marks the account deleted (restore undoes it). Refused with CONFLICT while live records
 * still belong to it; the row lock makes a contact saved meanwhile wait and then see it gone.
 */
export async function deleteAccount(em: EntityManager, id: string): Promise<{ id: string }> {
  return em.transactional(async (tx) => {
    const account = await tx.findOne(
      Account,
      { id, deletedAt: null },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!account) throw notFound();
    const conflict = dependentsMessage(await countAccountDependents(tx, id));
    if (conflict) throw new TRPCError({ code: 'CONFLICT', message: conflict });
    await tx.nativeUpdate(Account, { id }, { deletedAt: new Date() });
    return { id };
  });
}

export async function restoreAccount(em: EntityManager, id: string): Promise<AccountDto> {
  const restored = await em.nativeUpdate(Account, { id }, { deletedAt: null });
  if (restored === 0) throw notFound();
  return getAccount(em, id);
}
