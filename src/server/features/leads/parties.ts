import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SELECT_ACCOUNT_AND_CONTACT, type LeadValues } from '../../../shared/schemas/lead.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { Lead } from '../../db/entities/lead.ts';
import { User } from '../../db/entities/user.ts';
import { fieldError } from '../../errors.ts';

// Shared locks: a delete of this account or contact running at the same time waits for the
// lead's save, then sees the lead and refuses, so no live lead ever points at a deleted record.
const shareLocked = { lockMode: LockMode.PESSIMISTIC_READ };

/** The live account and contact a lead points at (the contact must belong to the account), and its assignee. */
export async function resolveParties(em: EntityManager, values: LeadValues) {
  const account = values.accountId ? await em.findOne(Account, { id: values.accountId }, shareLocked) : null;
  if (!account) throw fieldError('accountId', SELECT_ACCOUNT_AND_CONTACT);
  const contact = values.contactId ? await em.findOne(Contact, { id: values.contactId }, shareLocked) : null;
  if (!contact) throw fieldError('contactId', SELECT_ACCOUNT_AND_CONTACT);
  if (contact.account?.id !== account.id) {
    throw fieldError('contactId', 'This contact does not belong to the selected account');
  }
  const assignedTo = values.assignedToId ? await em.findOne(User, { id: values.assignedToId }) : null;
  if (values.assignedToId && !assignedTo) throw fieldError('assignedToId', 'Please choose a staff member');
  return { account, contact, assignedTo };
}

/** Why a deleted lead cannot come back: its account or contact was deleted meanwhile (share-locked, as above). */
export async function deletedParties(em: EntityManager, lead: Lead): Promise<string | null> {
  const account = await em.findOne(Account, { id: lead.account.id }, shareLocked);
  const contact = await em.findOne(Contact, { id: lead.contact.id }, shareLocked);
  return account && contact ? null : "This lead's account or contact has been deleted. Restore them first.";
}
