import type { EntityManager } from '@mikro-orm/postgresql';
import type { Lead } from '../../db/entities/lead.ts';
import type { User } from '../../db/entities/user.ts';
import { duplicateService, recordService } from '../records/record-service.ts';
import { scheduleFollowUpTask } from '../tasks/service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { leadType } from './lead-type.ts';
import { newPartyDuplicates } from './party-duplicates.ts';

export const leadService = recordService(leadType);
const leadRecordDuplicates = duplicateService(leadType);

/** The lead's duplicate tools; before a quick create, the likely duplicates of its new account and contact. */
export const leadDuplicates: typeof leadRecordDuplicates = {
  ...leadRecordDuplicates,
  likely: (ctx, values, exceptId) =>
    values.newParty
      ? newPartyDuplicates(ctx, values.newParty)
      : leadRecordDuplicates.likely(ctx, values, exceptId),
};

/**
 * Sets the lead's follow-up date and makes (or moves) its follow-up task for the lead's owner (or
 * whoever schedules it), logged as an activity, in the caller's transaction.
 */
export async function followUpLead(tx: EntityManager, lead: Lead, followUpDate: string, by: User) {
  lead.followUpDate = followUpDate;
  const followUp = {
    target: { lead },
    name: lead.title,
    assignee: lead.assignedTo ?? by,
    priority: lead.priority,
  };
  await scheduleFollowUpTask(tx, followUp, followUpDate, by);
}

/** Schedules the lead's follow-up in one write (and in the change history). */
export function scheduleFollowUp(ctx: RecordContext, id: string, followUpDate: string) {
  return leadService.change(ctx, id, (tx, lead) => followUpLead(tx, lead, followUpDate, ctx.user));
}
