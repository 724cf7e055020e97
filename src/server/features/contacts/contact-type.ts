import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ContactListInput, ContactValues } from '../../../shared/schemas/contact.ts';
import { Account } from '../../db/entities/account.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { fieldError } from '../../errors.ts';
import { ascending, liveJoin, newestFirst, oldestFirst } from '../records/list-query.ts';
import type { RecordType } from '../records/record-type.ts';
import { contactSummaryColumns, toContactSummary, type ContactDto, type ContactSummary } from './dto.ts';
import { duplicateEmailError } from './email-guard.ts';
import { readContact } from './read-contact.ts';

/**
 * The chosen account must be live. Its row is share-locked, so deleting that account waits
 * for this save and then counts this contact.
 */
async function lockChosenAccount(tx: EntityManager, accountId: string | null): Promise<void> {
  if (!accountId) return;
  const account = await tx.findOne(Account, { id: accountId }, { lockMode: LockMode.PESSIMISTIC_READ });
  if (!account) throw fieldError('accountId', 'Account not found');
}

/** Checks a contact's values inside the saving transaction; returns the fields to write. */
async function checkedFields(tx: EntityManager, values: ContactValues, contactId: string | null) {
  const duplicate = await duplicateEmailError(tx, values.email, contactId);
  if (duplicate) throw duplicate;
  await lockChosenAccount(tx, values.accountId);
  const { accountId, ...fields } = values;
  return { ...fields, account: accountId };
}

const counted = (count: number, singular: string, plural: string) =>
  count === 0 ? null : `${count} ${count === 1 ? singular : plural}`;

/** 'This contact is on 2 leads. ...' when live leads or opportunities still name the contact, else null. */
async function recordsStillUsing(em: EntityManager, contact: Contact): Promise<string | null> {
  const parts = [
    counted(await em.count(Lead, { contact }), 'lead', 'leads'),
    counted(await em.count(Opportunity, { contact }), 'opportunity', 'opportunities'),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `This contact is on ${parts.join(' and ')}. Delete them or give them another contact first.`;
}

/**
 * Contacts: people, usually at an account. Its own rules: one live contact per email address
 * (ignoring case; the unique index backs the check), the chosen account must be live, and a
 * contact that live leads name is not deleted.
 */
/** The columns the contact list reads from its join: the live account. */
type AccountColumns = { linked_account_id: string | null; account_name: string | null };

export const contactType: RecordType<
  Contact,
  ContactValues,
  ContactSummary,
  ContactListInput,
  AccountColumns,
  ContactDto
> = {
  label: 'Contact',
  entity: Contact,
  list: {
    // Every contact, with its account when that is live (not the spec's inner join, which hid
    // the others); `withoutAccount` narrows to those with none. List, count and export agree.
    query: async (qb, em, { withoutAccount }) => {
      const joined = qb
        .leftJoin('r.account', 'a', await liveJoin(em, Account))
        .select(['a.id as linked_account_id', 'a.name as account_name']);
      if (withoutAccount) joined.andWhere({ 'a.id': null });
    },
    sorts: {
      firstName: ascending('r.first_name', 'r.last_name'),
      lastName: ascending('r.last_name', 'r.first_name'),
      newest: newestFirst,
      oldest: oldestFirst,
    },
    columns: contactSummaryColumns,
    toRow: (row) =>
      toContactSummary(
        row,
        row.linked_account_id ? { id: row.linked_account_id, name: row.account_name ?? '' } : null,
      ),
  },
  read: readContact,
  create: async (tx, values) => tx.create(Contact, await checkedFields(tx, values, null)),
  update: async (tx, contact, values) => {
    tx.assign(contact, await checkedFields(tx, values, contact.id));
  },
  blockDelete: recordsStillUsing,
  blockRestore: async (tx, contact) =>
    (await duplicateEmailError(tx, contact.email, contact.id))?.message ?? null,
  // The same email is refused outright (email-guard.ts); these are only likely.
  duplicates: {
    name: (a) => `concat_ws(' ', ${a}.first_name, ${a}.last_name)`,
    columns: {
      first_name: { sqlType: 'text', value: (values) => values.firstName },
      last_name: { sqlType: 'text', value: (values) => values.lastName },
      account_id: { sqlType: 'uuid', value: (values) => values.accountId },
      phone: { sqlType: 'text', value: (values) => values.phone },
      mobile: { sqlType: 'text', value: (values) => values.mobile },
      direct_phone: { sqlType: 'text', value: (values) => values.directPhone },
    },
    rules: [
      {
        reason: 'Same phone number',
        matches:
          'contact_phone_keys(d.phone, d.mobile, d.direct_phone) && contact_phone_keys(r.phone, r.mobile, r.direct_phone)',
      },
      {
        reason: 'Same name at the same account',
        matches:
          // The full name as typed, whatever went in which field ('Mary Jane' + 'Smith' is 'Mary' + 'Jane Smith').
          "d.account_id = r.account_id and lower(d.first_name || ' ' || d.last_name) = lower(r.first_name || ' ' || r.last_name)",
      },
    ],
  },
};
