import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { live } from '../../db/entities/soft-delete.ts';
import { readJoined } from '../records/read-joined.ts';
import { STAFF_COLUMNS, staffMember, type StaffColumns } from '../records/staff.ts';
import { toAccountDto, type AccountDto } from './dto.ts';

type Beside = StaffColumns & {
  /** Both null when the account has no parent or it is deleted. */
  parent_id: string | null;
  parent_name: string;
};

/** A live account, with its parent when that is live, and its owner's profile. */
const ACCOUNT_DETAIL = `
  select r.*,
    parent.id as beside_parent_id, parent.name as beside_parent_name,
    ${STAFF_COLUMNS}
  from accounts r
  left join accounts parent on parent.id = r.parent_account_id and ${live('parent')}
  left join profiles p on p.id = r.owner_id
  where r.id = ? and ${live('r')}`;

/** An account's detail (the detail view, the edit form), or null when it is deleted. */
export async function readAccount(em: EntityManager, id: string): Promise<AccountDto | null> {
  const found = await readJoined<Account, Beside>(em, Account, ACCOUNT_DETAIL, id);
  if (!found) return null;
  const { record: account, beside } = found;
  const parent = beside.parent_id === null ? null : { id: beside.parent_id, name: beside.parent_name };
  const owner = staffMember(account.owner, beside);
  return toAccountDto(account, parent, owner);
}
