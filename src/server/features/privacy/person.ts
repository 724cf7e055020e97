import type { EntityManager } from '@mikro-orm/postgresql';
import { aboutPerson } from '../records/personal-data.ts';
import { personalDataSections } from '../../record-types.ts';

/** A person a privacy request is about: their contact record and the contacts merged into it. */
export type Person = {
  contactId: string;
  /** The contact and every contact merged into it (however deep), deleted ones included. */
  contactIds: string[];
  name: string;
  erasedAt: Date | null;
};

type ContactRow = { id: string; first_name: string; last_name: string; erased_at: Date | null };

/** The person of a contact id (live or not), or null when there is no such contact; `lock` write-locks its row. */
export async function findPerson(em: EntityManager, contactId: string, lock = false): Promise<Person | null> {
  const [contact] = await em.execute<ContactRow[]>(
    `select id, first_name, last_name, erased_at from contacts where id = ?${lock ? ' for update' : ''}`,
    [contactId],
  );
  if (!contact) return null;
  const merged = await em.execute<{ id: string }[]>(
    `with recursive merged(id) as (select ?::uuid union select c.id from contacts c join merged m on c.merged_into_id = m.id)
     select id from merged`,
    [contactId],
  );
  return {
    contactId,
    contactIds: merged.map((row) => row.id),
    name: `${contact.first_name} ${contact.last_name}`,
    erasedAt: contact.erased_at,
  };
}

const REGEX_SPECIAL = /[\\^$.*+?()[\]{}|]/g;
const PHONE = /^[\d\s()+.-]+$/;

/**
 * A Postgres regular expression of one identifying value: a phone number in any spacing of its
 * digits, a name or an email as written (case is ignored by `erase_terms`), whole words only.
 */
function termPattern(term: string): string {
  const digits = term.replace(/\D/g, '');
  if (PHONE.test(term) && digits.length >= 6) return digits.split('').join('[\\s()+.-]*');
  const escaped = term.replace(REGEX_SPECIAL, '\\$&');
  return `${/^\w/.test(term) ? '\\m' : ''}${escaped}${/\w$/.test(term) ? '\\M' : ''}`;
}

/**
 * The patterns of every value that identifies the person in the sections' `identifying` SQL
 * (names, emails, phone numbers), the longest first so a full name goes before its first name.
 */
export async function identifyingPatterns(em: EntityManager, person: Person): Promise<string[]> {
  const terms = new Set<string>();
  for (const section of personalDataSections) {
    for (const expression of section.identifying ?? []) {
      const { sql, params } = aboutPerson(
        `select distinct ${expression} as term from ${section.table} r where ${section.about}`,
        person.contactIds,
      );
      for (const { term } of await em.execute<{ term: string | null }[]>(sql, params)) {
        const trimmed = term?.trim();
        if (trimmed && trimmed.length >= 2) terms.add(trimmed);
      }
    }
  }
  return [...terms].sort((a, b) => b.length - a.length).map(termPattern);
}
