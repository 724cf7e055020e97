import { LockMode } from '@mikro-orm/core';
import type { EvidenceReviewValues } from '../../../shared/schemas/evidence-request.ts';
import { EvidenceRequestItem } from '../../db/entities/evidence-request.ts';
import { AppError } from '../../errors.ts';
import type { RecordContext } from '../records/record-type.ts';
import { writeItemHistory } from './item-history.ts';
import { EVIDENCE_ITEM_NOT_FOUND } from './public-page.ts';
import { evidenceRequestService } from './service.ts';

/**
 * Staff accept an item, or reject it with what is missing or wrong (the provider reads the
 * comment on the page and can upload again). Only an item with a file to look at is reviewed; a
 * decision can be changed. On the write-locked request, with its History; answers its detail.
 */
export async function reviewEvidenceItem(ctx: RecordContext, values: EvidenceReviewValues) {
  const found = await ctx.em.findOne(EvidenceRequestItem, { id: values.itemId });
  if (!found) throw new AppError('NOT_FOUND', EVIDENCE_ITEM_NOT_FOUND);
  return evidenceRequestService.change(ctx, found.request.id, async (tx, request) => {
    const item = await tx.findOne(
      EvidenceRequestItem,
      { id: values.itemId, request },
      { lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    if (!item) throw new AppError('NOT_FOUND', EVIDENCE_ITEM_NOT_FOUND);
    if (item.status === 'requested')
      throw new AppError('CONFLICT', `Nothing has been received for '${item.title}' yet.`);
    const before = { status: item.status, staffComment: item.staffComment ?? null };
    tx.assign(item, { status: values.decision, staffComment: values.comment });
    writeItemHistory(tx, item, before, ctx.user);
  });
}
