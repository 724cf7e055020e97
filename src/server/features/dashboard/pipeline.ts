import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { openStages, type OpportunityStage } from '../../../shared/enums.ts';
import { businessToday, quarterOf } from '../../../shared/quarters.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';

const OPEN = `o.stage in (${openStages.map((stage) => `'${stage}'`).join(', ')})`;

/**
 * The dashboard's pipeline figures over the live opportunities, in one aggregate: the open
 * pipeline (the amounts of open stages), the weighted forecast (amount × probability of every
 * opportunity expected to close this quarter, so won deals count in full and lost ones not at
 * all), and the open amount of each open stage for the chart.
 */
export async function pipelineStats(em: EntityManager, now = new Date()) {
  const quarter = quarterOf(businessToday(now));
  const qb = em
    .createQueryBuilder(Opportunity, 'o')
    .select([
      'o.stage',
      raw(`coalesce(sum(o.amount) filter (where ${OPEN}), 0)::text as open_amount`),
      raw(
        `coalesce(sum(o.amount * o.probability / 100.0) filter (where o.expected_close_date >= ? and o.expected_close_date < ?), 0)::text as weighted`,
        [quarter.from, quarter.to],
      ),
    ])
    .groupBy('o.stage');
  await qb.applyFilters();
  const rows = await qb.execute<{ stage: OpportunityStage; open_amount: string; weighted: string }[]>(
    'all',
    false,
  );
  const openByStage = openStages.map((stage) => ({
    stage,
    amount: Number(rows.find((row) => row.stage === stage)?.open_amount ?? 0),
  }));
  return {
    openPipeline: openByStage.reduce((sum, { amount }) => sum + amount, 0),
    weightedForecast: Math.round(rows.reduce((sum, row) => sum + Number(row.weighted), 0) * 100) / 100,
    openByStage,
    quarter,
  };
}
