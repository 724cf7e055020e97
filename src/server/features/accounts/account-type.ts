import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountListInput, AccountValues } from '../../../shared/schemas/account.ts';
import { Account } from '../../db/entities/account.ts';
import { ascending, liveJoin, newestFirst, oldestFirst } from '../records/list-query.ts';
import type { RecordType } from '../records/record-type.ts';
import { accountDependents } from './dependents.ts';
import { toAccountDto, type AccountDto } from './dto.ts';
import { assertValidParent } from './hierarchy.ts';

async function readAccount(em: EntityManager, id: string): Promise<AccountDto | null> {
  const account = await em.findOne(Account, { id }, { populate: ['parentAccount'] });
  const parent = account?.parentAccount;
  return account && toAccountDto(account, parent ? { id: parent.id, name: parent.name } : null);
}

/** Checks the parent account inside the saving transaction; returns the fields to write. */
async function checkedFields(tx: EntityManager, values: AccountValues, accountId: string | null) {
  await assertValidParent(tx, accountId, values.parentAccountId);
  const { parentAccountId, ...fields } = values;
  return { ...fields, parentAccount: parentAccountId };
}

/**
 * Accounts: the organisations (or individuals) the consultancy deals with. Its own rules: the
 * parent account must be live and never the account itself or one below it, and an account
 * that live contacts or leads belong to is not deleted.
 */
/** The columns the account list reads from its join: the live parent account. */
type ParentColumns = { parent_id: string | null; parent_name: string | null };

export const accountType: RecordType<Account, AccountValues, AccountDto, AccountListInput, ParentColumns> = {
  label: 'Account',
  entity: Account,
  list: {
    query: async (qb, em) => {
      qb.leftJoin('r.parentAccount', 'p', await liveJoin(em, Account)).select([
        'r.*',
        'p.id as parent_id',
        'p.name as parent_name',
      ]);
    },
    sorts: { name: ascending('r.name'), newest: newestFirst, oldest: oldestFirst },
    toRow: (row) =>
      toAccountDto(row, row.parent_id ? { id: row.parent_id, name: row.parent_name ?? '' } : null),
  },
  read: readAccount,
  create: async (tx, values) => tx.create(Account, await checkedFields(tx, values, null)),
  update: async (tx, account, values) => {
    tx.assign(account, await checkedFields(tx, values, account.id));
  },
  blockDelete: accountDependents,
};
