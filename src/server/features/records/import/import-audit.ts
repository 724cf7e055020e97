import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction } from '../../../../shared/enums.ts';
import type { FieldChange } from '../../../../shared/schemas/history.ts';
import { AuditLog } from '../../../db/entities/audit-log.ts';
import type { User } from '../../../db/entities/user.ts';

type ImportedChange = {
  recordId: string;
  action: Extract<AuditAction, 'create' | 'update'>;
  changes: FieldChange[];
};

/**
 * A batch's history rows in one multi-row insert (the AuditLog entity's native insertMany, in
 * the caller's transaction): what writeAudit does for one record, without a unit of work of
 * thousands of entities.
 */
export async function writeImportAudit(
  tx: EntityManager,
  recordType: string,
  entries: readonly ImportedChange[],
  by: User,
): Promise<void> {
  if (entries.length === 0) return;
  const createdAt = new Date();
  await tx.insertMany(
    AuditLog,
    entries.map(({ recordId, action, changes }) => ({
      id: randomUUID(),
      recordType,
      recordId,
      action,
      changes,
      changedBy: by.id,
      createdAt,
    })),
  );
}
