import { committedStages, openStages, type CloseRange } from '../../../shared/enums.ts';
import type { OpportunityListInput } from '../../../shared/schemas/opportunity.ts';
import { whereBetweenDays } from '../records/day-range.ts';
import { businessToday, quarterOf } from '../../../shared/quarters.ts';

/**
 * Opportunities whose expected close date falls in this quarter or the next (in the firm's
 * time zone), or open ones whose date has passed (overdue).
 */
export function closeRangeFilter(range: CloseRange, now = new Date()) {
  const today = businessToday(now);
  if (range === 'overdue') return { expectedCloseDate: { $lt: today }, stage: { $in: [...openStages] } };
  const { from, to } = quarterOf(today, range === 'this_quarter' ? 0 : 1);
  return { expectedCloseDate: { $gte: from, $lt: to } };
}

type Filtered = { andWhere(condition: string | object, params?: unknown[]): unknown };

/**
 * The filters the reports link with: closed (won or lost) between two days (the day it entered
 * its stage, in Sydney), expected to close between two days, open stages only, committed or not.
 */
export function reportFilters(qb: Filtered, input: OpportunityListInput): void {
  if (input.closedFrom || input.closedTo) {
    qb.andWhere({ stage: { $in: ['closed_won', 'closed_lost'] } });
    whereBetweenDays(qb, 'r.stage_changed_at', input.closedFrom, input.closedTo);
  }
  if (input.closingFrom) qb.andWhere({ expectedCloseDate: { $gte: input.closingFrom } });
  if (input.closingTo) qb.andWhere({ expectedCloseDate: { $lte: input.closingTo } });
  if (input.open) qb.andWhere({ stage: { $in: [...openStages] } });
  if (input.committed === true) qb.andWhere({ stage: { $in: [...committedStages] } });
  if (input.committed === false) qb.andWhere({ stage: { $nin: [...committedStages] } });
}
