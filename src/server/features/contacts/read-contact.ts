import type { EntityManager } from '@mikro-orm/postgresql';
import { Contact } from '../../db/entities/contact.ts';
import { live } from '../../db/entities/soft-delete.ts';
import { readJoined } from '../records/read-joined.ts';
import { toContactDto, type ContactDto } from './dto.ts';

/** Both null when the contact has no account or it is deleted. */
type Beside = { account_id: string | null; account_name: string };

/** A live contact, with its account when that is live. */
const CONTACT_DETAIL = `
  select r.*, a.id as beside_account_id, a.name as beside_account_name
  from contacts r
  left join accounts a on a.id = r.account_id and ${live('a')}
  where r.id = ? and ${live('r')}`;

/** A contact's detail (the detail view, the edit form), or null when it is deleted. */
export async function readContact(em: EntityManager, id: string): Promise<ContactDto | null> {
  const found = await readJoined<Contact, Beside>(em, Contact, CONTACT_DETAIL, id);
  if (!found) return null;
  const { record: contact, beside } = found;
  const account = beside.account_id === null ? null : { id: beside.account_id, name: beside.account_name };
  return toContactDto(contact, account);
}
