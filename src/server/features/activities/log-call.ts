import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../shared/compliance.ts';
import { callFollowUpDays, callOutcome } from '../../../shared/enums.ts';
import { fullName } from '../../../shared/format.ts';
import { businessToday } from '../../../shared/quarters.ts';
import type { LogCallValues } from '../../../shared/schemas/activity.ts';
import type { User } from '../../db/entities/user.ts';
import { contactService } from '../contacts/service.ts';
import { followUpLead, leadService } from '../leads/service.ts';
import { notifyMentions } from '../notifications/service.ts';
import { recordActivity } from '../records/activity-log.ts';
import type { RecordContext } from '../records/record-type.ts';
import type { ActivityTarget } from '../records/subjects.ts';
import { scheduleFollowUpTask } from '../tasks/service.ts';

/** The call as an activity on the record; the staff its note @mentions are notified. */
async function writeCall(tx: EntityManager, target: ActivityTarget, values: LogCallValues, by: User) {
  const title = `Call: ${callOutcome.label(values.outcome)}`;
  const activity = recordActivity(tx, target, { type: 'call', title, description: values.note }, by);
  await notifyMentions(tx, activity, by);
}

/**
 * Log call, in one transaction on the write-locked record: the call activity, the lead's Last
 * contact set to today (contacts keep no such date), and with a preset the follow-up task due
 * that many days after today, both days in the firm's time zone.
 */
export async function logCall(ctx: RecordContext, values: LogCallValues) {
  const today = businessToday();
  const days = callFollowUpDays[values.followUp];
  const followUpDate = days === null ? null : addDays(today, days);
  if (values.subject === 'lead') {
    await leadService.change(ctx, values.subjectId, async (tx, lead) => {
      lead.lastContactDate = today;
      await writeCall(tx, { lead }, values, ctx.user);
      if (followUpDate) await followUpLead(tx, lead, followUpDate, ctx.user);
    });
  } else {
    await contactService.change(ctx, values.subjectId, async (tx, contact) => {
      await writeCall(tx, { contact }, values, ctx.user);
      if (!followUpDate) return;
      const followUp = {
        target: { contact },
        name: fullName(contact),
        assignee: ctx.user,
        priority: 'medium' as const,
      };
      await scheduleFollowUpTask(tx, followUp, followUpDate, ctx.user);
    });
  }
  return { followUpDate };
}
