import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { Lead } from '../../db/entities/lead.ts';
import type { Opportunity } from '../../db/entities/opportunity.ts';
import type { ActivityTarget } from '../records/subjects.ts';

/** The records a message on a record is about: the record, its account and its contact (an account's primary contact). */
export type EmailParties = {
  lead: Lead | null;
  opportunity: Opportunity | null;
  account: Account | null;
  contact: Contact | null;
};

export async function partiesOf(em: EntityManager, target: ActivityTarget): Promise<EmailParties> {
  if ('lead' in target) {
    await em.populate(target.lead, ['account', 'contact']);
    const { account, contact } = target.lead;
    return { lead: target.lead, opportunity: null, account, contact };
  }
  if ('opportunity' in target) {
    await em.populate(target.opportunity, ['account', 'contact']);
    const { account, contact } = target.opportunity;
    return { lead: null, opportunity: target.opportunity, account, contact: contact ?? null };
  }
  if ('contact' in target) {
    await em.populate(target.contact, ['account']);
    return {
      lead: null,
      opportunity: null,
      account: target.contact.account ?? null,
      contact: target.contact,
    };
  }
  const primary = await em.findOne(
    Contact,
    { account: target.account },
    { orderBy: [{ isPrimary: 'desc' }, { createdAt: 'asc' }] },
  );
  return { lead: null, opportunity: null, account: target.account, contact: primary };
}

/** The live contacts with these addresses (compared as the contacts' unique index does, case-insensitively). */
export async function contactsByAddress(em: EntityManager, addresses: readonly string[]): Promise<Contact[]> {
  if (addresses.length === 0) return [];
  return em.find(
    Contact,
    { [raw((alias) => `lower(${alias}.email)`)]: { $in: addresses.map((address) => address.toLowerCase()) } },
    { populate: ['account'] },
  );
}

/** The documents a message on the record may carry: those on the record, its account or its contact. */
export function documentsFilter({ lead, opportunity, account, contact }: EmailParties) {
  const on = [
    lead && { lead },
    opportunity && { opportunity },
    account && { account },
    contact && { contact },
  ].filter((condition) => condition !== null);
  return on.length > 0 ? { $or: on } : null;
}

/** The quotes of the message's record: its lead's, opportunity's, account's or contact's, first found in that order. */
export function quotesFilter({ lead, opportunity, account, contact }: EmailParties) {
  if (lead) return { lead };
  if (opportunity) return { opportunity };
  if (account) return { account };
  return contact ? { contact } : null;
}
