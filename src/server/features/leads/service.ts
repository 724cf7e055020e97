import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { Lead } from '../../db/entities/lead.ts';
import { AppError } from '../../errors.ts';
import { recordActivity } from '../activities/service.ts';
import { recordService } from '../records/record-service.ts';
import { scheduleFollowUpTask } from '../tasks/service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { leadType } from './lead-type.ts';

export const leadService = recordService(leadType);

/** Sets the follow-up date, makes (or moves) the follow-up task and logs it as an activity, in one write. */
export async function scheduleFollowUp(ctx: RecordContext, id: string, followUpDate: string) {
  await ctx.em.transactional(async (tx: EntityManager) => {
    const lead = await tx.findOne(Lead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new AppError('NOT_FOUND', 'Lead not found');
    lead.followUpDate = followUpDate;
    await scheduleFollowUpTask(tx, lead, followUpDate, ctx.user);
    recordActivity(
      tx,
      { lead },
      { type: 'note', title: 'Follow-up scheduled', description: `Follow-up scheduled for ${followUpDate}` },
      ctx.user,
    );
  });
  return leadService.byId({ ...ctx, em: ctx.em.fork() }, id);
}
