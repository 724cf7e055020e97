/**
 * How a table holds data about a person (a contact, with the contacts merged into it), for
 * privacy requests (features/privacy): a record type declares its sections to the registry
 * (`personalData` of `registerType`), so the export and the erasure cover it without their
 * code naming it.
 *
 * SQL is written against the table as `r`; `:contacts` stands for the person's contact ids (a
 * uuid[] bound as a parameter).
 */
export type PersonalDataSection = {
  /** The export's heading: 'Leads'. */
  label: string;
  /** The table, which is also the record type of its rows' change history. */
  table: string;
  /** SQL condition on `r`: the rows that are about the person ('r.contact_id = any(:contacts)'). */
  about: string;
  /**
   * The columns the export shows, in order (an empty list: the rows are only scrubbed on
   * erasure, e.g. an account's notes that may name its people).
   */
  exported: readonly string[];
  /** On erasure, the columns replaced outright: column to SQL of the new value (`null`, `'Erased contact'`). */
  erased?: Readonly<Record<string, string>>;
  /**
   * On erasure, the free-text columns (text or JSON) from which the person's name, emails and
   * phone numbers are removed, the rest kept ('Call with Jane Citizen' becomes 'Call with Erased contact').
   */
  scrubbed?: readonly string[];
  /**
   * SQL of `r`'s values that identify the person (their name, an email, a phone number): on
   * erasure each is taken out of every scrubbed column and of the change history, wherever it appears.
   */
  identifying?: readonly string[];
  /** Whether the history (audit_log) of these rows belongs in the export; true unless said otherwise. */
  history?: boolean;
  /**
   * On erasure, the rows are deleted outright rather than de-identified (a document: its title,
   * notes and files are all the person's); what references them goes by its foreign keys' rules.
   */
  deleted?: boolean;
  /**
   * SQL of each row's stored file (`key`, its file-store key, and `name`, its file name) when the
   * rows are files: the export's zip holds each one, and the erasure deletes them from the store.
   */
  file?: { key: string; name: string };
};

/** What a person's name is replaced with, in their record and in free text that names them. */
export const ERASED_NAME = 'Erased contact';

/** A subject type's rows (lead, opportunity, contact) that are about the person: activities and tasks. */
export const onPersonsSubjects = `(r.contact_id = any(:contacts)
  or r.lead_id in (select id from leads where contact_id = any(:contacts))
  or r.opportunity_id in (select id from opportunities where contact_id = any(:contacts)))`;

/** The kit's activities (records/activity-log.ts), kept on erasure with the name scrubbed. */
export const activityPersonalData: PersonalDataSection = {
  label: 'Activities',
  table: 'activities',
  about: onPersonsSubjects,
  exported: ['id', 'type', 'title', 'description', 'lead_id', 'opportunity_id', 'contact_id', 'created_at'],
  scrubbed: ['title', 'description'],
  history: false,
};

/** SQL of an array parameter, bound as JSON text (the driver spreads an array parameter into a list). */
export const arrayParameter = (type: 'uuid' | 'text') =>
  `array(select jsonb_array_elements_text(?::jsonb))::${type}[]`;

/** A section's SQL with `:contacts` bound: the statement and its parameters, in order. */
export function aboutPerson(sql: string, contacts: readonly string[]): { sql: string; params: unknown[] } {
  const parts = sql.split(':contacts');
  const ids = JSON.stringify(contacts);
  return { sql: parts.join(arrayParameter('uuid')), params: parts.slice(1).map(() => ids) };
}
