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
 * A batch's history rows (the AuditLog entity's table) in one statement, in the caller's
 * transaction: what writeAudit does for one record, without a unit of work of thousands of
 * entities or a statement with thousands of parameters.
 */
export async function writeImportAudit(
  tx: EntityManager,
  recordType: string,
  entries: readonly ImportedChange[],
  by: User,
): Promise<void> {
  if (entries.length === 0) return;
  const table = tx.getMetadata(AuditLog).tableName;
  await tx.execute(
    `insert into "${table}" (id, record_type, record_id, action, changes, changed_by)
     select gen_random_uuid(), ?, x.record_id, x.action, x.changes, ?
       from jsonb_to_recordset(?::jsonb) as x(record_id uuid, action text, changes jsonb)`,
    [
      recordType,
      by.id,
      JSON.stringify(
        entries.map(({ recordId, action, changes }) => ({ record_id: recordId, action, changes })),
      ),
    ],
  );
}
