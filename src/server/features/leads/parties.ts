import type { EntityManager } from '@mikro-orm/postgresql';
import { SELECT_ACCOUNT_AND_CONTACT, type LeadValues } from '../../../shared/schemas/lead.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { Lead } from '../../db/entities/lead.ts';
import type { User } from '../../db/entities/user.ts';
import { findOrCreateParties } from '../records/find-or-create-parties.ts';
import { liveAccount, liveContactOf, shareLocked } from '../records/parties.ts';
import { chosenStaff } from '../records/staff.ts';

/** The live account and contact a lead points at (the contact must belong to the account), and its assignee. */
export async function resolveParties(em: EntityManager, values: LeadValues) {
  const account = await liveAccount(em, values.accountId, SELECT_ACCOUNT_AND_CONTACT);
  const contact = await liveContactOf(em, account, values.contactId, SELECT_ACCOUNT_AND_CONTACT);
  const assignedTo = await chosenStaff(em, values.assignedToId, 'assignedToId');
  return { account, contact, assignedTo };
}

/**
 * A new lead's parties: from the quick create (found or made by the staff member, in the lead's
 * transaction), else the chosen ones.
 */
export async function newLeadParties(em: EntityManager, values: LeadValues, user: User) {
  if (!values.newParty) return resolveParties(em, values);
  const { account, contact } = await findOrCreateParties(em, values.newParty, user);
  const assignedTo = await chosenStaff(em, values.assignedToId, 'assignedToId');
  return { account, contact, assignedTo };
}

/** Why a deleted lead cannot come back: its account or contact was deleted meanwhile (share-locked, as above). */
export async function deletedParties(em: EntityManager, lead: Lead): Promise<string | null> {
  const account = await em.findOne(Account, { id: lead.account.id }, shareLocked);
  const contact = await em.findOne(Contact, { id: lead.contact.id }, shareLocked);
  return account && contact ? null : "This lead's account or contact has been deleted. Restore them first.";
}
