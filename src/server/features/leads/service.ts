import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import {
  SELECT_ACCOUNT_AND_CONTACT,
  type leadListSchema,
  type LeadValues,
} from '../../../shared/schemas/lead.ts';
import type { Page } from '../../../shared/schemas/fields.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { LeadActivity } from '../../db/entities/lead-activity.ts';
import { LeadAssignment } from '../../db/entities/lead-assignment.ts';
import { Profile } from '../../db/entities/profile.ts';
import { User } from '../../db/entities/user.ts';
import { containsPattern } from '../../db/search.ts';
import { fieldError } from '../../errors.ts';
import { toLeadDetail, toLeadSummary, type LeadDetail, type LeadSummary } from './dto.ts';

export const LEAD_NOT_FOUND = 'Lead not found';

/** Newest first; search is a case-insensitive substring of title, description, account name or contact name. */
export async function listLeads(
  em: EntityManager,
  input: z.output<typeof leadListSchema>,
): Promise<Page<LeadSummary>> {
  const query = em
    .createQueryBuilder(Lead, 'l')
    .joinAndSelect('l.account', 'a')
    .joinAndSelect('l.contact', 'c')
    .where({ deletedAt: null });
  if (input.search) {
    const pattern = containsPattern(input.search);
    query.andWhere(
      `(l.title ilike ? or l.description ilike ? or a.name ilike ? or concat_ws(' ', c.first_name, c.last_name) ilike ?)`,
      [pattern, pattern, pattern, pattern],
    );
  }
  const [leads, total] = await query
    .orderBy({ createdAt: 'desc', id: 'desc' })
    .limit(input.pageSize, (input.page - 1) * input.pageSize)
    .getResultAndCount();
  return { items: leads.map(toLeadSummary), total, page: input.page, pageSize: input.pageSize };
}

/** A lead that exists and is not deleted, with its account, contact and assignee; NOT_FOUND otherwise. */
export async function findLiveLead(em: EntityManager, id: string): Promise<Lead> {
  const lead = await em.findOne(
    Lead,
    { id, deletedAt: null },
    { populate: ['account', 'contact', 'assignedTo'] },
  );
  if (!lead) throw new TRPCError({ code: 'NOT_FOUND', message: LEAD_NOT_FOUND });
  return lead;
}

async function staffName(em: EntityManager, userId: string | undefined): Promise<string | null> {
  if (!userId) return null;
  const profile = await em.findOne(Profile, { user: userId });
  return profile ? `${profile.firstName} ${profile.lastName}`.trim() : null;
}

export async function getLead(em: EntityManager, id: string): Promise<LeadDetail> {
  const lead = await findLiveLead(em, id);
  return toLeadDetail(lead, await staffName(em, lead.assignedTo?.id));
}

/** The live account and contact a lead points at; the contact must belong to the account. */
async function resolveParties(em: EntityManager, values: LeadValues) {
  // Shared locks: a delete of this account or contact running at the same time waits for us,
  // then sees the lead and refuses, so no live lead ever points at a deleted record.
  const locked = { lockMode: LockMode.PESSIMISTIC_READ };
  const account = values.accountId
    ? await em.findOne(Account, { id: values.accountId, deletedAt: null }, locked)
    : null;
  if (!account) throw fieldError('accountId', SELECT_ACCOUNT_AND_CONTACT);
  const contact = values.contactId
    ? await em.findOne(Contact, { id: values.contactId, deletedAt: null }, locked)
    : null;
  if (!contact) throw fieldError('contactId', SELECT_ACCOUNT_AND_CONTACT);
  if (contact.account?.id !== account.id) {
    throw fieldError('contactId', 'This contact does not belong to the selected account');
  }
  const assignedTo = values.assignedToId ? await em.findOne(User, { id: values.assignedToId }) : null;
  if (values.assignedToId && !assignedTo) throw fieldError('assignedToId', 'Please choose a staff member');
  return { account, contact, assignedTo };
}

function leadFields(values: LeadValues) {
  const { accountId, contactId, assignedToId, ...fields } = values;
  return fields;
}

/** Records an assignment (history row and an 'assignment' activity) when the assignee changes. */
async function recordAssignment(em: EntityManager, lead: Lead, assignedTo: User, by: User) {
  em.create(LeadAssignment, { lead, user: assignedTo, assignedBy: by });
  em.create(LeadActivity, {
    lead,
    type: 'assignment',
    title: 'Lead assigned',
    description: `Assigned to ${(await staffName(em, assignedTo.id)) ?? assignedTo.email}`,
    createdBy: by,
  });
}

export async function createLead(em: EntityManager, user: User, values: LeadValues): Promise<LeadDetail> {
  const id = await em.transactional(async (tx) => {
    const { account, contact, assignedTo } = await resolveParties(tx, values);
    const lead = tx.create(Lead, { ...leadFields(values), account, contact, assignedTo, createdBy: user });
    tx.create(LeadActivity, {
      lead,
      type: 'note',
      title: 'Lead created',
      description: 'New lead created manually',
      createdBy: user,
    });
    if (assignedTo) await recordAssignment(tx, lead, assignedTo, user);
    await tx.flush();
    return lead.id;
  });
  return getLead(em.fork(), id);
}

export async function updateLead(
  em: EntityManager,
  user: User,
  id: string,
  values: LeadValues,
): Promise<LeadDetail> {
  await em.transactional(async (tx) => {
    const lead = await findLiveLead(tx, id);
    const { account, contact, assignedTo } = await resolveParties(tx, values);
    const previousAssignee = lead.assignedTo?.id ?? null;
    tx.assign(lead, { ...leadFields(values), account, contact, assignedTo });
    tx.create(LeadActivity, {
      lead,
      type: 'note',
      title: 'Lead updated',
      description: 'Lead information was updated',
      createdBy: user,
    });
    if (assignedTo && assignedTo.id !== previousAssignee) await recordAssignment(tx, lead, assignedTo, user);
    await tx.flush();
  });
  return getLead(em.fork(), id);
}

export async function scheduleFollowUp(
  em: EntityManager,
  user: User,
  id: string,
  followUpDate: string,
): Promise<LeadDetail> {
  await em.transactional(async (tx) => {
    const lead = await findLiveLead(tx, id);
    lead.followUpDate = followUpDate;
    tx.create(LeadActivity, {
      lead,
      type: 'note',
      title: 'Follow-up scheduled',
      description: `Follow-up scheduled for ${followUpDate}`,
      createdBy: user,
    });
    await tx.flush();
  });
  return getLead(em.fork(), id);
}

/** Soft delete: the lead disappears from every list and can be restored. */
export async function deleteLead(em: EntityManager, id: string): Promise<void> {
  const lead = await findLiveLead(em, id);
  lead.deletedAt = new Date();
  await em.flush();
}

/** Brings a deleted lead back, unless its account or contact was deleted meanwhile. */
export async function restoreLead(em: EntityManager, id: string): Promise<void> {
  await em.transactional(async (tx) => {
    const lead = await tx.findOne(
      Lead,
      { id, deletedAt: { $ne: null } },
      { populate: ['account', 'contact'] },
    );
    if (!lead) throw new TRPCError({ code: 'NOT_FOUND', message: LEAD_NOT_FOUND });
    const locked = { lockMode: LockMode.PESSIMISTIC_READ };
    const account = await tx.findOne(Account, { id: lead.account.id, deletedAt: null }, locked);
    const contact = await tx.findOne(Contact, { id: lead.contact.id, deletedAt: null }, locked);
    if (!account || !contact) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: "This lead's account or contact has been deleted. Restore them first.",
      });
    }
    lead.deletedAt = null;
    await tx.flush();
  });
}

/** Confirmed staff who can be given a lead, by name. */
export async function listAssignableStaff(em: EntityManager) {
  const profiles = await em.find(
    Profile,
    { user: { emailConfirmedAt: { $ne: null } } },
    { orderBy: { firstName: 'asc', lastName: 'asc' } },
  );
  return profiles.map((profile) => ({
    id: profile.user.id,
    name: `${profile.firstName} ${profile.lastName}`.trim(),
  }));
}
