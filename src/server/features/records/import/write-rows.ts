import { randomUUID } from 'node:crypto';
import type { EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RecordField } from '../../../../shared/record-fields/fields.ts';
import { changedFields, createdFields, fieldValues } from '../audit.ts';
import { findOrCreateParties } from '../find-or-create-parties.ts';
import { writeImportAudit } from './import-audit.ts';
import { describeRecordType } from '../record-fields.ts';
import type { ImportPlan, PreparedRow } from './prepare-rows.ts';
import type { ImportedRecords } from './import-type.ts';

type Column = { property: string; name: string; type: string };

/** The entity's property a form value is stored in: the same name, or the relation of an id (`accountId` -> `account`). */
function propertyOf(meta: EntityMetadata, key: string): string | null {
  if (meta.properties[key as never]) return key;
  const relation = key.endsWith('Id') ? key.slice(0, -2) : null;
  return relation && meta.properties[relation as never] ? relation : null;
}

/** The columns the values' keys are stored in, with their SQL types (for jsonb_to_recordset). */
function columnsOf(meta: EntityMetadata, keys: Iterable<string>): Column[] {
  const columns: Column[] = [];
  for (const key of keys) {
    const property = propertyOf(meta, key);
    const prop = property ? meta.properties[property as never] : undefined;
    const name = prop?.fieldNames[0];
    const type = prop?.columnTypes[0];
    if (property && name && type) columns.push({ property: key, name, type });
  }
  return columns;
}

const quoted = (name: string) => `"${name}"`;
const recordset = (columns: Column[]) =>
  `jsonb_to_recordset(?::jsonb) as x(id uuid, ${columns.map((column) => `${quoted(column.name)} ${column.type}`).join(', ')})`;
const jsonRows = (rows: { id: string; values: Record<string, unknown> }[], columns: Column[]) =>
  JSON.stringify(
    rows.map(({ id, values }) => {
      const row: Record<string, unknown> = { id };
      for (const column of columns) row[column.name] = values[column.property] ?? null;
      return row;
    }),
  );

/** The values by the entity's property names (`accountId` -> `account`), as the change history reads them. */
function byProperty(meta: EntityMetadata, values: Record<string, unknown>): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const property = propertyOf(meta, key);
    if (property) properties[property] = value;
  }
  return properties;
}

/**
 * Writes a batch's good rows in set-based SQL, in the caller's transaction: first the account
 * and contact of each row naming a person, found or made through the kit (row by row, so a
 * later row finds what an earlier one made), then one insert of the new records (every value of
 * the form, its defaults included, created_by the importing person) and one update of the
 * existing ones (only the fields the file has a column for), then their history (one row per
 * created record and per changed one) and the type's own records.
 */
export async function writeRows(tx: EntityManager, plan: ImportPlan, rows: readonly PreparedRow[]) {
  const meta = tx.getMetadata(plan.type.entity) as EntityMetadata;
  const table = quoted(meta.tableName);
  const { recordType, fields } = describeRecordType(tx, plan.type.entity);
  const good = rows.filter(
    (row): row is PreparedRow & { values: Record<string, unknown> } => row.values !== null,
  );
  for (const { person, values } of good) {
    if (!person) continue;
    const { account, contact } = await findOrCreateParties(tx, person.details, plan.user, person.accountId);
    // Saved now, so the next row's lookup (naming the same person or company) and the SQL below find them.
    await tx.flush();
    values[person.idKeys.account] = account.id;
    values[person.idKeys.contact] = contact.id;
  }
  const created = good
    .filter((row) => row.existingId === null)
    .map((row) => ({ id: randomUUID(), values: row.values }));
  const updated = good.flatMap((row) => (row.existingId ? [{ id: row.existingId, values: row.values }] : []));
  const imported: ImportedRecords = { created: created.map((row) => row.id), updated: [] };

  if (created.length > 0) {
    const columns = columnsOf(meta, Object.keys(created[0]?.values ?? {}));
    const names = columns.map((column) => quoted(column.name));
    await tx.execute(
      `insert into ${table} (id, created_by, ${names.join(', ')})
       select x.id, ?, ${names.map((name) => `x.${name}`).join(', ')} from ${recordset(columns)}`,
      [plan.user.id, jsonRows(created, columns)],
    );
    await writeImportAudit(
      tx,
      recordType,
      created.map(({ id, values }) => ({
        recordId: id,
        action: 'create',
        changes: createdFields(fieldValues(byProperty(meta, values), fields), fields),
      })),
      plan.user,
    );
  }

  if (updated.length > 0) {
    const mappedKeys = [...plan.columns.keys()].map((key) => (plan.type.parties?.[key] ? `${key}Id` : key));
    const columns = columnsOf(meta, mappedKeys);
    const mappedFields: RecordField[] = fields.filter((field) =>
      columns.some((column) => propertyOf(meta, column.property) === field.key),
    );
    const before = await tx.find(plan.type.entity, { id: { $in: updated.map((row) => row.id) } });
    const beforeById = new Map(before.map((record) => [record.id, fieldValues(record, fields)]));
    await tx.execute(
      `update ${table} as r set ${columns.map((column) => `${quoted(column.name)} = x.${quoted(column.name)}`).join(', ')}, updated_at = now()
       from ${recordset(columns)} where r.id = x.id`,
      [jsonRows(updated, columns)],
    );
    for (const { id, values } of updated) {
      const old = beforeById.get(id) ?? {};
      const changes = changedFields(
        old,
        { ...old, ...fieldValues(byProperty(meta, values), mappedFields) },
        fields,
      );
      imported.updated.push({ id, changes });
    }
    const changed = imported.updated.filter(({ changes }) => changes.length > 0);
    await writeImportAudit(
      tx,
      recordType,
      changed.map(({ id, changes }) => ({ recordId: id, action: 'update', changes })),
      plan.user,
    );
  }
  await plan.type.written?.(tx, imported, plan.user);
  await tx.flush();
  return { created: created.length, updated: updated.length };
}
