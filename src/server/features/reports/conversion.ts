import type { EntityManager } from '@mikro-orm/postgresql';
import { leadSource, type LeadSource } from '../../../shared/enums.ts';
import type { Report } from '../../../shared/reports.ts';
import { link, ownerCondition, ownerParams, rate, type ReportScope } from './scope.ts';

type Counted = { source: LeadSource; leads: number; converted: number; won: number };

/**
 * Leads created between the days by source, how many were converted to an opportunity (a live
 * one made from the lead) and how many of those were won: a funnel per source, summed from
 * `report_lead_days` (kept by triggers, migration `report_summaries`).
 */
export async function conversionBySource(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('d.owner_id', scope);
  const rows = await em.getConnection().execute<Counted[]>(
    `select d.source, sum(d.leads)::int as leads, sum(d.converted)::int as converted, sum(d.won)::int as won
       from report_lead_days d
      where d.day between ?::date and ?::date ${owner}
      group by d.source
     having sum(d.leads) > 0`,
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
