import type { EntityManager } from '@mikro-orm/postgresql';
import { fullName } from '../../../shared/format.ts';
import type { ActivitySubjectInput } from '../../../shared/schemas/activity.ts';
import { Contact } from '../../db/entities/contact.ts';
import { Document } from '../../db/entities/document.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { RecordContext } from '../records/record-type.ts';
import { liveTarget } from '../records/subjects.ts';
import { documentsFilter, partiesOf, quotesFilter, type EmailParties } from './parties.ts';

/** At most this many of an account's contacts are offered as recipients (any address can be typed). */
const OFFERED_CONTACTS = 50;
const OFFERED_QUOTES = 20;
const OFFERED_DOCUMENTS = 30;

async function documentsOf(em: EntityManager, parties: EmailParties) {
  const on = documentsFilter(parties);
  if (!on) return [];
  const documents = await em.find(Document, on, { orderBy: { createdAt: 'desc' }, limit: OFFERED_DOCUMENTS });
  return documents.map(({ id, title, fileName, size }) => ({ id, title, fileName, size }));
}

async function quotesOf(em: EntityManager, parties: EmailParties) {
  const where = quotesFilter(parties);
  if (!where) return [];
  const quotes = await em.find(Quote, where, { orderBy: { createdAt: 'desc' }, limit: OFFERED_QUOTES });
  return quotes.map((quote) => ({ id: quote.id, number: quote.number }));
}

/**
 * What the composer offers on a record: its contact first (the default To), then the account's
 * other contacts with an address, the record's quotes whose PDF can go with the message, and the
 * newest documents on the record, its account and its contact.
 */
export async function composerOptions({ em }: RecordContext, record: ActivitySubjectInput) {
  const parties = await partiesOf(em, await liveTarget(em, record));
  const others = parties.account
    ? await em.find(
        Contact,
        { account: parties.account, email: { $ne: null } },
        {
          orderBy: [{ isPrimary: 'desc' }, { lastName: 'asc' }, { firstName: 'asc' }],
          limit: OFFERED_CONTACTS,
        },
      )
    : [];
  const contacts = [parties.contact, ...others.filter((other) => other.id !== parties.contact?.id)].filter(
    (contact): contact is Contact => Boolean(contact?.email),
  );
  return {
    recipients: contacts.map((contact) => ({ name: fullName(contact), email: contact.email ?? '' })),
    defaultTo: parties.contact?.email ?? null,
    quotes: await quotesOf(em, parties),
    documents: await documentsOf(em, parties),
  };
}
