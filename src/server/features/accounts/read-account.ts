import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { readJoined } from '../records/read-joined.ts';
import { staffMember } from '../records/staff.ts';
import { toAccountDto, type AccountDto } from './dto.ts';

type Beside = {
  /** Both null when the account has no parent or it is deleted. */
  parent_id: string | null;
  parent_name: string;
  has_profile: boolean;
  owner_first: string | null;
  owner_last: string | null;
};

/** A live account, with its parent when that is live, and its owner's profile. */
const ACCOUNT_DETAIL = `
  select r.*,
    parent.id as beside_parent_id, parent.name as beside_parent_name,
    p.id is not null as beside_has_profile,
    p.first_name as beside_owner_first, p.last_name as beside_owner_last
  from accounts r
  left join accounts parent on parent.id = r.parent_account_id and parent.deleted_at is null
  left join profiles p on p.id = r.owner_id
  where r.id = ? and r.deleted_at is null`;

/** An account's detail (the detail view, the edit form), or null when it is deleted. */
export async function readAccount(em: EntityManager, id: string): Promise<AccountDto | null> {
  const found = await readJoined<Account, Beside>(em, Account, ACCOUNT_DETAIL, id);
  if (!found) return null;
  const { record: account, beside } = found;
  const parent = beside.parent_id === null ? null : { id: beside.parent_id, name: beside.parent_name };
  const owner = account.owner
    ? staffMember(account.owner.id, {
        hasProfile: beside.has_profile,
        firstName: beside.owner_first,
        lastName: beside.owner_last,
      })
    : null;
  return toAccountDto(account, parent, owner);
}
