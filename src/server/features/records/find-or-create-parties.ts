import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import type { Actor } from './audit.ts';
import { createRecord } from './create-record.ts';
import { shareLocked } from './parties.ts';

/** 'Jane van der Berg' -> first 'Jane', last 'van der Berg'; a single word has no last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** A person and their company as typed in one place: a website form, a checkout, a lead's quick create. */
export type PartyDetails = {
  name: string;
  email: string | null;
  phone: string | null;
  company?: string | null;
};

/**
 * A party to find or make: `accountId` is the account the caller already found for the company
 * (a CSV row naming it by its ABN), used in place of the lookup by name.
 */
export type PartyRequest = { party: PartyDetails; accountId?: string | null };

/** What one statement found for a party (lookUpParties). */
type FoundParty = { contact_id: string | null; named_account_id: string | null };

/**
 * For each party, in one statement, in their order: the live contact with its email (ignoring
 * case, as contacts_email_unique compares), and the oldest live account with its company's name
 * (ignoring case; accounts_name_lower_index serves both, without the date in it the planner walked
 * the created_at index past every account), share-locked, looked up only when it would be used:
 * no account chosen by the caller and no contact found with a live account of its own. Plain SQL: it
 * runs with every website enquiry, and one statement for a batch of them, not two for each.
 */
async function lookUpParties(tx: EntityManager, requests: readonly PartyRequest[]): Promise<FoundParty[]> {
  const parties = requests.map(({ party, accountId }, position) => ({
    position,
    email: party.email,
    company: party.company || null,
    chosen: Boolean(accountId),
  }));
  return tx.execute<FoundParty[]>(
    `select c.id as contact_id, a.id as named_account_id
       from jsonb_to_recordset(?::jsonb) as p(position int, email text, company text, chosen boolean)
       left join lateral (
         select contacts.id, live.id as live_account_id from contacts
           left join accounts live on live.id = contacts.account_id and live.deleted_at is null
          where contacts.deleted_at is null and lower(contacts.email) = lower(p.email) limit 1
       ) c on true
       left join lateral (
         select id from accounts
          where p.company is not null and c.live_account_id is null and (c.id is not null or not p.chosen)
            and deleted_at is null and lower(name) = lower(p.company)
          order by created_at limit 1 for share
       ) a on true
      order by p.position`,
    [JSON.stringify(parties)],
  );
}

/** The distinct ids among `ids`, none of them empty. */
const distinct = (ids: (string | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is string => Boolean(id))),
];

const byId = <Entity extends { id: string }>(records: Entity[]) =>
  new Map(records.map((record) => [record.id, record]));

/**
 * The account and contact of each of several people who wrote in or rang: the contact found by
 * email (with its own account), or a new contact in the account found by company name (or a new
 * individual account for the person), each new record made through the kit (its Created history)
 * by `by`. Works in the caller's transaction; new records are saved with the caller's next flush.
 * Three statements at most, however many parties: their lookup, then the contacts and the
 * accounts found, share-locked as a chosen account and contact are, so a delete running at the
 * same time waits for this transaction and then sees the records in use.
 *
 * An existing contact or account is never changed: a known contact is only linked, with its own
 * account (a deleted one reads as none); what was typed stays with the caller to reconcile. The
 * parties are looked up together, before any is made, so the caller keeps apart two that share
 * an email or a company (one would not find what the other makes).
 */
export async function findOrCreateManyParties(
  tx: EntityManager,
  requests: readonly PartyRequest[],
  by: Actor,
): Promise<{ account: Account; contact: Contact }[]> {
  const found = await lookUpParties(tx, requests);
  const contactIds = distinct(found.map((party) => party.contact_id));
  const known = byId(
    contactIds.length > 0 ? await tx.find(Contact, { id: { $in: contactIds } }, shareLocked) : [],
  );
  // Each party with its known contact, the account that comes with it (the contact's own, or the
  // caller's choice) and the account found by its company's name.
  const parties = requests.map(({ party, accountId }, index) => {
    const contact = known.get(found[index]?.contact_id ?? '');
    return {
      party,
      contact,
      accountId: contact ? contact.account?.id : accountId,
      namedId: found[index]?.named_account_id,
    };
  });
  const accountIds = distinct(parties.map((linked) => linked.accountId));
  const accounts = byId(
    accountIds.length > 0 ? await tx.find(Account, { id: { $in: accountIds } }, shareLocked) : [],
  );
  return parties.map(({ party, contact, accountId, namedId }) => {
    const account =
      accounts.get(accountId ?? '') ??
      (namedId
        ? tx.getReference(Account, namedId)
        : createRecord(
            tx,
            Account,
            party.company ? { name: party.company } : { name: party.name, accountType: 'individual' },
            by,
          ));
    return {
      account,
      contact:
        contact ??
        createRecord(
          tx,
          Contact,
          { ...splitName(party.name), email: party.email, phone: party.phone, account },
          by,
        ),
    };
  });
}

/** The account and contact of one person who wrote in or rang (findOrCreateManyParties). */
export async function findOrCreateParties(
  tx: EntityManager,
  party: PartyDetails,
  by: Actor,
  accountId: string | null = null,
): Promise<{ account: Account; contact: Contact }> {
  const [parties] = await findOrCreateManyParties(tx, [{ party, accountId }], by);
  if (!parties) throw new Error('findOrCreateManyParties answered no parties for one party');
  return parties;
}

/** Who wrote in from the public site: what a contact form or a checkout says about the person. */
export type WebsiteParty = { name: string; email: string; phone: string; company?: string | null };

/** The account and contact of a website enquiry, made by the 'website' actor. */
export function findOrCreateWebsiteParties(tx: EntityManager, party: WebsiteParty) {
  return findOrCreateParties(tx, party, 'website');
}
