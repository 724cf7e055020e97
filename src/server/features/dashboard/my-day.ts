import { openStages } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { taskListSchema } from '../../../shared/schemas/task.ts';
import type { RecordContext } from '../records/record-type.ts';
import { taskService } from '../tasks/service.ts';
import { live } from '../../db/entities/soft-delete.ts';

/** A lead counts as gone quiet after this many days without an activity. */
export const QUIET_LEAD_DAYS = 14;
/** Lines per part of My day; each part says when there are more. */
export const MY_DAY_LINES = 10;

type QuietLead = { id: string; title: string; last_activity_at: Date | null };
type LateOpportunity = { id: string; name: string; expected_close_date: string };

/**
 * The signed-in person's day: their open tasks due today or earlier (soonest first), their open
 * leads with no activity for 14 days (quietest first), and their open opportunities whose
 * expected close date has passed (longest overdue first). Days are the firm's (Sydney).
 */
export async function myDay(ctx: RecordContext) {
  const today = businessToday();
  const me = ctx.user.id;
  const tasks = await taskService.list(
    ctx,
    taskListSchema.parse({ assigneeId: me, status: 'open', to: today, pageSize: MY_DAY_LINES }),
  );
  const connection = ctx.em.getConnection();
  const quietLeads = await connection.execute<QuietLead[]>(
    `select l.id, l.title, (select max(a.created_at) from activities a where a.lead_id = l.id) as last_activity_at
       from leads l
      where l.assigned_to = ? and ${live('l')} and l.status not in ('closed_won', 'closed_lost')
        and not exists (select 1 from activities a where a.lead_id = l.id and a.created_at > now() - make_interval(days => ?))
      order by last_activity_at nulls first, l.id
      limit ?`,
    [me, QUIET_LEAD_DAYS, MY_DAY_LINES + 1],
  );
  const lateOpportunities = await connection.execute<LateOpportunity[]>(
    `select o.id, o.name, o.expected_close_date::text as expected_close_date
       from opportunities o
      where o.owner_id = ? and ${live('o')} and o.stage in (${openStages.map(() => '?').join(', ')})
        and o.expected_close_date < ?
      order by o.expected_close_date, o.id
      limit ?`,
    [me, ...openStages, today, MY_DAY_LINES + 1],
  );
  return {
    today,
    tasks: { items: tasks.items, more: Boolean(tasks.next) },
    quietLeads: {
      items: quietLeads.slice(0, MY_DAY_LINES).map((lead) => ({
        id: lead.id,
        title: lead.title,
        lastActivityAt: lead.last_activity_at ? new Date(lead.last_activity_at) : null,
      })),
      more: quietLeads.length > MY_DAY_LINES,
    },
    lateOpportunities: {
      items: lateOpportunities.slice(0, MY_DAY_LINES).map((opportunity) => ({
        id: opportunity.id,
        name: opportunity.name,
        expectedCloseDate: opportunity.expected_close_date,
      })),
      more: lateOpportunities.length > MY_DAY_LINES,
    },
  };
}
