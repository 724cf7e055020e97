import { openStages, type CloseRange } from '../../../shared/enums.ts';
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
