import type { EntityManager } from '@mikro-orm/postgresql';
import { committedStages } from '../../../shared/enums.ts';
import { dayBefore, monthLabel, monthStart } from '../../../shared/report-range.ts';
import type { Report } from '../../../shared/reports.ts';
import { dollars, link, ownerCondition, ownerParams, type ReportScope } from './scope.ts';

type Quarter = {
  quarter: string;
  committed: string;
  weighted: string;
  committed_count: number;
  count: number;
};

const COMMITTED = `o.stage in (${committedStages.map((stage) => `'${stage}'`).join(', ')})`;

/** Weighted amount (amount × probability) by quarter of expected close, committed deals apart. */
export async function forecast(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('o.owner_id', scope);
  const quarters = await em.getConnection().execute<Quarter[]>(
    `select to_char(date_trunc('quarter', o.expected_close_date), 'YYYY-MM') as quarter,
            coalesce(sum(o.amount * o.probability / 100.0) filter (where ${COMMITTED}), 0)::text as committed,
            coalesce(sum(o.amount * o.probability / 100.0), 0)::text as weighted,
            count(*) filter (where ${COMMITTED})::int as committed_count, count(*)::int as count
       from opportunities o
      where o.deleted_at is null and o.expected_close_date >= ? and o.expected_close_date <= ? ${owner}
      group by 1 order by 1`,
    [scope.from, scope.to, ...ownerValues],
  );
  return {
    ...scope,
    sections: [
      {
        key: 'byQuarter',
        title: 'Weighted amount by quarter',
        counting:
          'Opportunities expected to close between these days, each weighing amount × probability (won ones in full, lost ones not at all); committed: Negotiation and Closed Won.',
        columns: [
          { key: 'name', label: 'Quarter', format: 'text' },
          { key: 'committed', label: 'Committed', format: 'money' },
          { key: 'other', label: 'Not yet committed', format: 'money' },
          { key: 'weighted', label: 'Weighted total', format: 'money' },
          { key: 'committedCount', label: 'Committed deals', format: 'count' },
          { key: 'count', label: 'Deals', format: 'count' },
        ],
        chart: { series: ['committed', 'other'], stacked: true },
        rows: quarters.map((quarter) => {
          const first = `${quarter.quarter}-01`;
          const last = dayBefore(monthStart(first, 3));
          const params = {
            closing: `${first > scope.from ? first : scope.from}..${last < scope.to ? last : scope.to}`,
            ...ownerParams(scope),
          };
          return {
            cells: {
              name: `${monthLabel(quarter.quarter)} – ${monthLabel(monthStart(first, 2).slice(0, 7))}`,
              committed: dollars(quarter.committed),
              other: dollars(Number(quarter.weighted) - Number(quarter.committed)),
              weighted: dollars(quarter.weighted),
              committedCount: quarter.committed_count,
              count: quarter.count,
            },
            links: {
              committed: link('opportunities', { ...params, committed: 'yes' }),
              other: link('opportunities', { ...params, committed: 'no' }),
              weighted: link('opportunities', params),
              committedCount: link('opportunities', { ...params, committed: 'yes' }),
              count: link('opportunities', params),
            },
          };
        }),
      },
    ],
  };
}
