import type { EntityManager } from '@mikro-orm/postgresql';
import { personalDataSections } from '../../record-types.ts';
import { aboutPerson } from '../records/personal-data.ts';
import type { Person } from './person.ts';

/** Rows read per statement: an export holds one batch in memory at a time. */
const BATCH_SIZE = 500;

export type Row = Record<string, unknown> & { id: string };

/** One part of a person's export: a heading, its columns and its rows in batches. */
export type ExportSection = { label: string; columns: readonly string[]; rows: () => AsyncGenerator<Row[]> };

const HISTORY_COLUMNS = [
  'id',
  'record_type',
  'record_id',
  'action',
  'changes',
  'changed_by',
  'actor',
  'created_at',
];

/** Keyset batches of a query's rows by `r.id` (the query's `where` ends where `and r.id > ?` is added). */
async function* batches(em: EntityManager, select: string, params: unknown[]): AsyncGenerator<Row[]> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await em.execute<Row[]>(`${select} and r.id > ? order by r.id limit ${BATCH_SIZE}`, [
      ...params,
      after,
    ]);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH_SIZE) return;
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Everything held on a person, from the registry's declarations: each section's rows about them
 * (deleted ones too), then the change history of those records.
 */
export function personData(em: EntityManager, person: Person): ExportSection[] {
  const exported = personalDataSections.filter((section) => section.exported.length > 0);
  const sections: ExportSection[] = exported.map((section) => {
    const { sql, params } = aboutPerson(section.about, person.contactIds);
    const columns = section.exported.map((column) => `r."${column}"`).join(', ');
    return {
      label: section.label,
      columns: section.exported,
      rows: () => batches(em, `select ${columns} from ${section.table} r where (${sql})`, params),
    };
  });
  const withHistory = exported.filter((section) => section.history !== false);
  const history = withHistory.map((section) =>
    aboutPerson(
      `(r.record_type = '${section.table}' and r.record_id in (select r.id from ${section.table} r where ${section.about}))`,
      person.contactIds,
    ),
  );
  sections.push({
    label: 'Change history',
    columns: HISTORY_COLUMNS,
    rows: () =>
      batches(
        em,
        `select ${HISTORY_COLUMNS.map((column) => `r.${column}`).join(', ')} from audit_log r where (${history.map((part) => part.sql).join(' or ')})`,
        history.flatMap((part) => part.params),
      ),
  });
  return sections;
}

/** One of the person's stored files: the row it belongs to, its store key and its file name. */
export type PersonFile = { id: string; key: string; name: string };

/** The person's stored files, from the sections that hold files, a batch of rows at a time. */
export async function* personFiles(em: EntityManager, person: Person): AsyncGenerator<PersonFile> {
  for (const section of personalDataSections) {
    if (!section.file) continue;
    const { sql, params } = aboutPerson(section.about, person.contactIds);
    const select = `select r.id, ${section.file.key} as key, ${section.file.name} as name from ${section.table} r where (${sql})`;
    for await (const batch of batches(em, select, params)) yield* batch as PersonFile[];
  }
}
