import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, SystemActor } from '../../../shared/enums.ts';
import type { RecordField } from '../../../shared/record-fields/fields.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';
import { AuditLog } from '../../db/entities/audit-log.ts';
import type { User } from '../../db/entities/user.ts';

/** A record's field values as the history stores them: a related record by its id, a time as ISO text. */
export type FieldValues = Record<string, unknown>;

function storedValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(storedValue);
  if (typeof value === 'object' && 'id' in value) return value.id;
  return value;
}

/** The record's values of the given fields. */
export function fieldValues(record: object, fields: readonly RecordField[]): FieldValues {
  const values: FieldValues = {};
  for (const { key } of fields) values[key] = storedValue((record as Record<string, unknown>)[key]);
  return values;
}

/** The fields whose value differs, in the fields' order. */
export function changedFields(
  before: FieldValues,
  after: FieldValues,
  fields: readonly RecordField[],
): FieldChange[] {
  return fields
    .filter(({ key }) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null))
    .map(({ key }) => ({ field: key, before: before[key] ?? null, after: after[key] ?? null }));
}

/** The values a new record was created with, as changes from nothing. */
export function createdFields(after: FieldValues, fields: readonly RecordField[]): FieldChange[] {
  return changedFields({}, after, fields);
}

/** Who makes a change: a signed-in staff member, or the system for them ('website': the public forms). */
export type Actor = User | SystemActor;

/** The staff member of an actor, or null for the system. */
export const userOf = (actor: Actor): User | null => (typeof actor === 'string' ? null : actor);

type AuditEntry = {
  recordType: string;
  recordId: string;
  action: AuditAction;
  changes?: FieldChange[];
  by: Actor;
};

/** Writes one change of a record into the caller's unit of work, so it is saved in the same transaction. */
export function writeAudit(
  tx: EntityManager,
  { recordType, recordId, action, changes = [], by }: AuditEntry,
) {
  const actor = typeof by === 'string' ? by : null;
  tx.create(AuditLog, { recordType, recordId, action, changes, changedBy: userOf(by), actor });
}
