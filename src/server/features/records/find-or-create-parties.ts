import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { Actor } from './audit.ts';
import { createRecord } from './create-record.ts';
import { liveContactIdByEmail, shareLocked } from './parties.ts';

/** 'Jane van der Berg' -> first 'Jane', last 'van der Berg'; a single word has no last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/**
 * The oldest live account with this name, ignoring case, share-locked (accounts_name_lower_index
 * serves both; without the date in it the planner walked the created_at index past every account).
 * Plain SQL for its id, as liveContactIdByEmail: it runs with every website enquiry.
 */
async function oldestLiveAccountIdByName(em: EntityManager, name: string): Promise<string | null> {
  const [row] = await em.execute<{ id: string }[]>(
    `select id from accounts where deleted_at is null and lower(name) = lower(?)
      order by created_at limit 1 for share`,
    [name],
  );
  return row?.id ?? null;
}

async function findOrCreateAccount(
  em: EntityManager,
  company: string | null | undefined,
  personName: string,
  by: Actor,
): Promise<Account> {
  if (company) {
    const existingId = await oldestLiveAccountIdByName(em, company);
    if (existingId) return em.getReference(Account, existingId);
    return createRecord(em, Account, { name: company }, by);
  }
  return createRecord(em, Account, { name: personName, accountType: 'individual' }, by);
}

/** A person and their company as typed in one place: a website form, a checkout, a lead's quick create. */
export type PartyDetails = {
  name: string;
  email: string | null;
  phone: string | null;
  company?: string | null;
};

/**
 * The account and contact of someone who wrote in or rang: the contact found by email (with its
 * own account), or a new contact in the account found by company name (or a new individual
 * account for the person), each new record made through the kit (its Created history) by `by`.
 * Works in the caller's transaction; new records are saved with the caller's next flush.
 *
 * An existing contact or account is never changed: a known contact is only linked, with its own
 * account (a deleted one reads as none); what was typed stays with the caller to reconcile.
 * `accountId`: the account the caller already found for the company (a CSV row naming it by its
 * ABN), used in place of the lookup by name.
 */
export async function findOrCreateParties(
  tx: EntityManager,
  party: PartyDetails,
  by: Actor,
  accountId: string | null = null,
): Promise<{ account: Account; contact: Contact }> {
  const foundId = party.email ? await liveContactIdByEmail(tx, party.email) : null;
  // Share-locked, as a chosen account and contact are, so a delete running at the same time
  // waits for this transaction and then sees the records in use.
  const known = foundId ? await tx.findOne(Contact, { id: foundId }, shareLocked) : null;
  const knownAccount = known?.account && (await tx.findOne(Account, { id: known.account.id }, shareLocked));
  const chosen = !known && accountId ? await tx.findOne(Account, { id: accountId }, shareLocked) : null;
  const account = knownAccount ?? chosen ?? (await findOrCreateAccount(tx, party.company, party.name, by));
  const contact =
    known ??
    createRecord(
      tx,
      Contact,
      { ...splitName(party.name), email: party.email, phone: party.phone, account },
      by,
    );
  return { account, contact };
}

/** Who wrote in from the public site: what a contact form or a checkout says about the person. */
export type WebsiteParty = { name: string; email: string; phone: string; company?: string | null };

/** The account and contact of a website enquiry, made by the 'website' actor. */
export function findOrCreateWebsiteParties(tx: EntityManager, party: WebsiteParty) {
  return findOrCreateParties(tx, party, 'website');
}
