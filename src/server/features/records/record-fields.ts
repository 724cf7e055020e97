import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { recordFields } from '../../../shared/record-fields/index.ts';

/** A record type's table name (the history's record type) and its fields, as src/shared declares them. */
export function describeRecordType<Entity extends object>(em: EntityManager, entity: EntityClass<Entity>) {
  const { tableName } = em.getMetadata(entity);
  const fields = recordFields[tableName];
  if (!fields) throw new Error(`No fields declared for ${tableName} in src/shared/record-fields`);
  return { recordType: tableName, fields };
}
