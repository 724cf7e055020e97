import { recordActivity } from '../activities/service.ts';
import { recordService } from '../records/record-service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { leadType } from './lead-type.ts';

export const leadService = recordService(leadType);

/** Sets the follow-up date and logs it as an activity, in one write (and in the change history). */
export function scheduleFollowUp(ctx: RecordContext, id: string, followUpDate: string) {
  return leadService.change(ctx, id, (tx, lead) => {
    lead.followUpDate = followUpDate;
    recordActivity(
      tx,
      { lead },
      { type: 'note', title: 'Follow-up scheduled', description: `Follow-up scheduled for ${followUpDate}` },
      ctx.user,
    );
  });
}
