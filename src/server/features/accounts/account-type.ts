import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountListInput, AccountValues } from '../../../shared/schemas/account.ts';
import { addMonths, RENEWAL_WINDOW_MONTHS } from '../../../shared/compliance.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { Account } from '../../db/entities/account.ts';
import { ascending, liveJoin, newestFirst, oldestFirst } from '../records/list-query.ts';
import type { ListQuery, RecordType } from '../records/record-type.ts';
import { chosenStaff, staffNameColumn } from '../records/staff.ts';
import { syncComplianceTasks } from './compliance-tasks.ts';
import { accountDependents } from './dependents.ts';
import { accountSummaryColumns, toAccountSummary, type AccountDto, type AccountSummary } from './dto.ts';
import { assertValidParent } from './hierarchy.ts';
import { readAccount } from './read-account.ts';

/** Checks the parent account and the owner inside the saving transaction; returns the fields to write. */
async function checkedFields(tx: EntityManager, values: AccountValues, accountId: string | null) {
  await assertValidParent(tx, accountId, values.parentAccountId);
  const { parentAccountId, ownerId, ...fields } = values;
  return { ...fields, parentAccount: parentAccountId, owner: await chosenStaff(tx, ownerId, 'ownerId') };
}

/** Registrations expiring from today to 6 months ahead (the renewal window is open or opens soon). */
function renewalDue(qb: ListQuery<Account>) {
  const today = businessToday();
  qb.andWhere({ registrationExpiryDate: { $gte: today, $lte: addMonths(today, RENEWAL_WINDOW_MONTHS) } });
}

/**
 * Accounts: the organisations (or individuals) the consultancy deals with. Its own rules: the
 * parent account must be live and never the account itself or one below it, an account that
 * live contacts or leads belong to is not deleted, and its compliance dates keep its automatic
 * tasks (compliance-tasks.ts).
 */
/** The columns the account list reads besides its own: the live parent account, the owner's name. */
type ParentColumns = {
  parent_id: string | null;
  parent_name: string | null;
  linked_owner_id: string | null;
  owner_name: string | null;
};

export const accountType: RecordType<
  Account,
  AccountValues,
  AccountSummary,
  AccountListInput,
  ParentColumns,
  AccountDto
> = {
  label: 'Account',
  entity: Account,
  list: {
    query: (qb, _em, input) => {
      if (input.renewalDue) renewalDue(qb);
      if (input.ownerId) qb.andWhere({ owner: input.ownerId });
      if (input.expiryFrom) qb.andWhere({ registrationExpiryDate: { $gte: input.expiryFrom } });
      if (input.expiryTo) qb.andWhere({ registrationExpiryDate: { $lte: input.expiryTo } });
    },
    display: async (qb, em) => {
      qb.leftJoin('r.parentAccount', 'p', await liveJoin(em, Account)).select([
        'p.id as parent_id',
        'p.name as parent_name',
        raw('r.owner_id as linked_owner_id'),
        staffNameColumn('owner_id', 'owner_name'),
      ]);
    },
    sorts: { name: ascending('r.name'), newest: newestFirst, oldest: oldestFirst },
    owner: 'r.owner_id',
    columns: accountSummaryColumns,
    toRow: (row) =>
      toAccountSummary(
        row,
        row.parent_id ? { id: row.parent_id, name: row.parent_name ?? '' } : null,
        row.linked_owner_id ? { id: row.linked_owner_id, name: row.owner_name } : null,
      ),
  },
  read: readAccount,
  create: async (tx, values, user) => {
    const account = tx.create(Account, await checkedFields(tx, values, null));
    await syncComplianceTasks(tx, account, user);
    return account;
  },
  update: async (tx, account, values, user) => {
    tx.assign(account, await checkedFields(tx, values, account.id));
    await syncComplianceTasks(tx, account, user);
  },
  blockDelete: accountDependents,
  bulk: {
    owner: (_tx, account, owner) => {
      account.owner = owner;
    },
  },
  duplicates: {
    name: (a) => `${a}.name`,
    columns: {
      name: { sqlType: 'text', value: (values) => values.name },
      abn: { sqlType: 'text', value: (values) => values.abn },
    },
    rules: [
      {
        reason: 'Same ABN',
        // ABNs are stored as the schema writes them ('51 824 753 556').
        matches: 'd.abn = r.abn',
      },
      {
        reason: 'Similar name',
        matches: 'lower(d.name) % lower(r.name) and similarity(lower(d.name), lower(r.name)) > 0.8',
      },
    ],
    // The trigram index then finds only names as similar as the rule asks.
    settings: ['pg_trgm.similarity_threshold = 0.8'],
    // The survivor's dates, perhaps taken from the other, move the automatic tasks it kept.
    merged: syncComplianceTasks,
  },
};
