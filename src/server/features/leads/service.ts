import { formatDate } from '../../../shared/format.ts';
import { recordActivity } from '../records/activity-log.ts';
import { duplicateService, recordService } from '../records/record-service.ts';
import { scheduleFollowUpTask } from '../tasks/service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { leadType } from './lead-type.ts';

export const leadService = recordService(leadType);
export const leadDuplicates = duplicateService(leadType);

/**
 * Sets the follow-up date, makes (or moves) the follow-up task and logs it as an activity, in one
 * write (and in the change history).
 */
export function scheduleFollowUp(ctx: RecordContext, id: string, followUpDate: string) {
  return leadService.change(ctx, id, async (tx, lead) => {
    lead.followUpDate = followUpDate;
    await scheduleFollowUpTask(tx, lead, followUpDate, ctx.user);
    recordActivity(
      tx,
      { lead },
      {
        type: 'note',
        title: 'Follow-up scheduled',
        description: `Follow-up scheduled for ${formatDate(followUpDate)}`,
      },
      ctx.user,
    );
  });
}
