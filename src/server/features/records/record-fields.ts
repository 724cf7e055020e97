import { ReferenceKind, type EntityClass, type EntityMetadata } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordFields } from '../../../shared/record-fields/index.ts';
import type { RecordField } from '../../../shared/record-fields/fields.ts';

/** Columns the kit keeps itself: never shown as a field of the record. */
const KIT_COLUMNS = new Set(['createdBy', 'createdAt', 'updatedAt', 'deletedAt', 'searchText']);

/** Every stored property of an entity but the kit's own, by property name: for a type not yet declared in src/shared. */
function entityFields<Entity extends object>(meta: EntityMetadata<Entity>): RecordField[] {
  return meta.props
    .filter((prop) => !prop.primary && prop.persist !== false && !KIT_COLUMNS.has(prop.name))
    .filter((prop) => prop.kind === ReferenceKind.SCALAR || prop.kind === ReferenceKind.MANY_TO_ONE)
    .map((prop) => ({
      key: prop.name,
      label: prop.name,
      kind: prop.kind === ReferenceKind.MANY_TO_ONE ? 'ref' : 'text',
    }));
}

/** A record type's table name (the history's record type) and its fields, as src/shared declares them. */
export function describeRecordType<Entity extends object>(em: EntityManager, entity: EntityClass<Entity>) {
  const meta = em.getMetadata(entity);
  return { recordType: meta.tableName, fields: recordFields[meta.tableName] ?? entityFields(meta) };
}
