import type { EntityManager } from '@mikro-orm/postgresql';
import { evidenceItemStatus, type EvidenceItemStatus } from '../../../shared/enums.ts';
import type { FieldChange } from '../../../shared/schemas/history.ts';
import { EvidenceRequest, type EvidenceRequestItem } from '../../db/entities/evidence-request.ts';
import { writeAudit, type Actor } from '../records/audit.ts';
import { describeRecordType } from '../records/record-fields.ts';

/**
 * Writes a change of an item to its request's History ('Item: Insurance certificate:
 * Received → Rejected'), with staff's comment when it changed, in the caller's transaction.
 */
export function writeItemHistory(
  tx: EntityManager,
  item: EvidenceRequestItem,
  before: { status: EvidenceItemStatus; staffComment: string | null },
  by: Actor,
) {
  const changes: FieldChange[] = [];
  if (before.status !== item.status)
    changes.push({
      field: `Item: ${item.title}`,
      before: evidenceItemStatus.label(before.status),
      after: evidenceItemStatus.label(item.status),
    });
  if (before.staffComment !== (item.staffComment ?? null))
    changes.push({
      field: `Comment on ${item.title}`,
      before: before.staffComment,
      after: item.staffComment ?? null,
    });
  if (changes.length === 0) return;
  const { recordType } = describeRecordType(tx, EvidenceRequest);
  writeAudit(tx, { recordType, recordId: item.request.id, action: 'update', changes, by });
}
