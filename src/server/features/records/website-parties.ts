import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { createRecord } from './create-record.ts';
import { findLiveContactByEmail } from './parties.ts';

/** 'Jane van der Berg' -> first 'Jane', last 'van der Berg'; a single word has no last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

async function findOrCreateAccount(
  em: EntityManager,
  company: string | undefined,
  personName: string,
): Promise<Account> {
  if (company) {
    // Compared ignoring case, oldest first: accounts_name_lower_index serves both (without the
    // date in it the planner walked the created_at index past every account).
    const existing = await em.findOne(
      Account,
      { [raw((alias) => `lower(${alias}.name)`)]: company.toLowerCase() },
      { orderBy: { createdAt: 'asc' } },
    );
    if (existing) return existing;
    return createRecord(em, Account, { name: company }, 'website');
  }
  return createRecord(em, Account, { name: personName, accountType: 'individual' }, 'website');
}

/** Who wrote in from the public site: what a contact form or a checkout says about the person. */
export type WebsiteParty = { name: string; email: string; phone: string; company?: string | null };

/**
 * The account and contact of a website enquiry: the contact found by email (with its own
 * account), or a new contact in the account found by company name (or a new individual account
 * for the person), made by the 'website' actor. Works in the caller's transaction.
 *
 * An anonymous submission never changes an existing contact or account: a known contact is
 * only linked, with its own account (a deleted one reads as none); what was typed, the company
 * included, stays on the lead for staff to reconcile.
 */
export async function findOrCreateWebsiteParties(
  tx: EntityManager,
  party: WebsiteParty,
): Promise<{ account: Account; contact: Contact }> {
  const known = await findLiveContactByEmail(tx, party.email);
  const account = known?.account ?? (await findOrCreateAccount(tx, party.company ?? undefined, party.name));
  const contact =
    known ??
    (await createRecord(
      tx,
      Contact,
      { ...splitName(party.name), email: party.email, phone: party.phone, account },
      'website',
    ));
  return { account, contact };
}
