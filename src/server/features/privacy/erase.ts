import type { EntityManager } from '@mikro-orm/postgresql';
import type { User } from '../../db/entities/user.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { personalDataSections } from '../../record-types.ts';
import { writeAudit, type Actor } from '../records/audit.ts';
import { aboutPerson, arrayParameter, type PersonalDataSection } from '../records/personal-data.ts';
import { findPerson, identifyingPatterns, type Person } from './person.ts';

export const CONTACT_NOT_FOUND = 'Contact not found';
export const ALREADY_ERASED = 'This contact’s personal data has already been erased.';

const TEXTS = arrayParameter('text');
const IDS = arrayParameter('uuid');

/** How a de-identification has its files deleted: a job queued in its transaction (Jobs.deleteFiles). */
export type DeleteFiles = Jobs['deleteFiles'];

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLowerCase() === b.trim().replace(/\s+/g, ' ').toLowerCase();

/** The history's field names (entity properties) of a table's columns. */
function propertiesOf(tx: EntityManager, table: string, columns: readonly string[]): string[] {
  const meta = [...tx.getMetadata().getAll().values()].find((entity) => entity.tableName === table);
  if (!meta) return [];
  return meta.props.filter((prop) => columns.includes(prop.fieldNames?.[0] ?? '')).map((prop) => prop.name);
}

/** The ids of a section's rows about the person, read before anything is erased (erasing a contact's email must not lose the emails sent to it). */
async function rowsAbout(tx: EntityManager, section: PersonalDataSection, person: Person): Promise<string[]> {
  const { sql, params } = aboutPerson(
    `select r.id from ${section.table} r where ${section.about}`,
    person.contactIds,
  );
  return (await tx.execute<{ id: string }[]>(sql, params)).map((row) => row.id);
}

/** The store keys of the files among these rows of a section that holds files. */
async function fileKeys(tx: EntityManager, section: PersonalDataSection, ids: string[]): Promise<string[]> {
  if (!section.file || ids.length === 0) return [];
  const rows = await tx.execute<{ key: string }[]>(
    `select ${section.file.key} as key from ${section.table} r where r.id = any(${IDS})`,
    [JSON.stringify(ids)],
  );
  return rows.map((row) => row.key);
}

/** One section's rows about the person: deleted, or erased columns replaced and free text scrubbed of the patterns. */
async function eraseSection(
  tx: EntityManager,
  section: PersonalDataSection,
  ids: string[],
  patterns: string[],
) {
  if (ids.length === 0) return;
  const rows = JSON.stringify(ids);
  if (section.deleted) {
    await tx.execute(`delete from ${section.table} r where r.id = any(${IDS})`, [rows]);
    return;
  }
  const erased = Object.entries(section.erased ?? {}).map(([column, value]) => `"${column}" = ${value}`);
  const scrubbed = (section.scrubbed ?? []).map(
    (column) => `"${column}" = erase_terms("${column}", ${TEXTS})`,
  );
  if (erased.length + scrubbed.length === 0) return;
  await tx.execute(
    `update ${section.table} r set ${[...erased, ...scrubbed].join(', ')} where r.id = any(${IDS})`,
    [...(section.scrubbed ?? []).map(() => JSON.stringify(patterns)), rows],
  );

  // Their history keeps who changed what and when, not the values of the erased fields.
  const fields = propertiesOf(tx, section.table, Object.keys(section.erased ?? {}));
  if (fields.length === 0) return;
  await tx.execute(
    `update audit_log a set changes = (
       select coalesce(jsonb_agg(case when c->>'field' = any(${TEXTS})
         then jsonb_set(jsonb_set(c, '{before}', 'null'), '{after}', 'null') else c end order by i), '[]'::jsonb)
       from jsonb_array_elements(a.changes) with ordinality as t(c, i))
     where a.record_type = ? and a.record_id = any(${IDS})`,
    [JSON.stringify(fields), section.table, rows],
  );
}

/**
 * De-identifies a person in the caller's transaction: each declared section's rows about them
 * (records/personal-data.ts), found first, are deleted or have their personal columns replaced
 * and their free text scrubbed of the person's names, emails and phone numbers; every history
 * value that names them is scrubbed too, across all records; quotes keep their amounts,
 * de-identified. The contact stays as 'Erased contact' with `erased_at`, and the audit log says
 * who did it and why. Their stored files are deleted by a job queued in the same transaction, so
 * only once it commits. Used by a person's erasure and by the retention job alike.
 */
export async function deidentifyPerson(
  tx: EntityManager,
  person: Person,
  { by, reason, deleteFiles }: { by: Actor; reason: string; deleteFiles: DeleteFiles },
): Promise<void> {
  const patterns = await identifyingPatterns(tx, person);
  const sections: { section: PersonalDataSection; ids: string[] }[] = [];
  for (const section of personalDataSections)
    sections.push({ section, ids: await rowsAbout(tx, section, person) });
  const files: string[] = [];
  for (const { section, ids } of sections) files.push(...(await fileKeys(tx, section, ids)));

  writeAudit(tx, {
    recordType: 'contacts',
    recordId: person.contactId,
    action: 'erase',
    changes: [{ field: 'reason', before: null, after: reason }],
    by,
  });
  await tx.flush();

  // Quotes are frozen but for this (migration personal_data_erasure).
  await tx.execute(`set local app.privacy_erasure = 'on'`);
  for (const { section, ids } of sections) await eraseSection(tx, section, ids, patterns);
  if (patterns.length > 0) {
    await tx.execute(
      `update audit_log set changes = erase_terms(changes, ${TEXTS}) where changes::text ~* any(${TEXTS})`,
      [JSON.stringify(patterns), JSON.stringify(patterns)],
    );
  }
  if (files.length > 0) await deleteFiles(files, { tx });
}

/** Erases a person's personal data on their request, in one transaction (`deidentifyPerson`). */
export async function erasePerson(
  em: EntityManager,
  { user, deleteFiles }: { user: User; deleteFiles: DeleteFiles },
  input: { contactId: string; confirmName: string; reason: string },
): Promise<{ erasedAt: Date }> {
  return em.transactional(async (tx) => {
    const person = await findPerson(tx, input.contactId, true);
    if (!person) throw new AppError('NOT_FOUND', CONTACT_NOT_FOUND);
    if (person.erasedAt) throw new AppError('CONFLICT', ALREADY_ERASED);
    if (!sameName(input.confirmName, person.name))
      throw fieldError('confirmName', `Type the contact’s name, ${person.name}, exactly to confirm.`);

    await deidentifyPerson(tx, person, { by: user, reason: input.reason, deleteFiles });
    const [erased] = await tx.execute<{ erased_at: Date }[]>(`select erased_at from contacts where id = ?`, [
      person.contactId,
    ]);
    return { erasedAt: erased!.erased_at };
  });
}
