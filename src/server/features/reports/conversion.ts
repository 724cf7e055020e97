import type { EntityManager } from '@mikro-orm/postgresql';
import { leadSource, type LeadSource } from '../../../shared/enums.ts';
import type { Report } from '../../../shared/reports.ts';
import {
  DAY_START,
  NEXT_DAY_START,
  link,
  ownerCondition,
  ownerParams,
  rate,
  type ReportScope,
} from './scope.ts';

type Counted = { source: LeadSource; leads: number; converted: number; won: number };

/**
 * Leads created between the days by source, how many were converted to an opportunity (a live
 * one made from the lead) and how many of those were won: a funnel per source.
 */
export async function conversionBySource(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('l.assigned_to', scope);
  const rows = await em.getConnection().execute<Counted[]>(
    `select l.source, count(*)::int as leads, count(o.id)::int as converted,
            count(o.id) filter (where o.stage = 'closed_won')::int as won
       from leads l
       left join opportunities o on o.source_lead_id = l.id and o.deleted_at is null
      where l.deleted_at is null and l.created_at >= ${DAY_START} and l.created_at < ${NEXT_DAY_START} ${owner}
      group by l.source`,
    [scope.from, scope.to, ...ownerValues],
  );
  const bySource = leadSource.values.flatMap((source) => rows.filter((row) => row.source === source));
  const params = (source: LeadSource) => ({
    source,
    created: `${scope.from}..${scope.to}`,
    ...ownerParams(scope),
  });
  return {
    ...scope,
    sections: [
      {
        key: 'bySource',
        title: 'By source',
        counting:
          'Leads created between these days (Sydney time) by source; converted: a live opportunity was made from the lead; won: that opportunity is Closed Won.',
        columns: [
          { key: 'name', label: 'Source', format: 'text' },
          { key: 'leads', label: 'Leads', format: 'count' },
          { key: 'converted', label: 'Converted', format: 'count' },
          { key: 'won', label: 'Won', format: 'count' },
          { key: 'conversionRate', label: 'Converted of leads', format: 'percent' },
          { key: 'winRate', label: 'Won of converted', format: 'percent' },
        ],
        chart: { series: ['leads', 'converted', 'won'] },
        rows: bySource.map((row) => ({
          cells: {
            name: leadSource.label(row.source),
            leads: row.leads,
            converted: row.converted,
            won: row.won,
            conversionRate: rate(row.converted, row.leads),
            winRate: rate(row.won, row.converted),
          },
          links: {
            leads: link('leads', params(row.source)),
            converted: link('leads', { ...params(row.source), outcome: 'converted' }),
            won: link('leads', { ...params(row.source), outcome: 'won' }),
          },
        })),
      },
    ],
  };
}
