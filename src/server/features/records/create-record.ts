import type { EntityClass, RequiredEntityData } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createdFields, fieldValues, userOf, writeAudit, type Actor } from './audit.ts';
import { describeRecordType } from './record-fields.ts';
import type { RecordEntity } from './record-type.ts';

/**
 * A new record (of any type) becomes the actor's: `created_by` is the staff member (the system
 * leaves it empty), and its 'Created' row goes to the change history, in the caller's transaction.
 * Nothing is written yet: the record and its history are saved with the caller's next flush (its
 * id and defaults are set when it is made, `onCreate`, so the history needs no flush first).
 */
export function recordCreated<Entity extends RecordEntity>(
  tx: EntityManager,
  entity: EntityClass<Entity>,
  record: Entity,
  by: Actor,
): void {
  const user = userOf(by);
  if (user) record.createdBy = user;
  const { recordType, fields } = describeRecordType(tx, entity);
  const changes = createdFields(fieldValues(record, fields), fields);
  writeAudit(tx, { recordType, recordId: record.id, action: 'create', changes, by });
}

/**
 * A record made by the system for someone (the website's forms, the checkout), through the kit
 * as the form's records are: in the caller's transaction, with its history, both saved with the
 * caller's next flush.
 */
export function createRecord<Entity extends RecordEntity>(
  tx: EntityManager,
  entity: EntityClass<Entity>,
  data: RequiredEntityData<Entity>,
  by: Actor,
): Entity {
  const record = tx.create(entity, data);
  recordCreated(tx, entity, record, by);
  return record;
}
