import type { EntityManager } from '@mikro-orm/postgresql';
import { openStages, opportunityStage } from '../../../shared/enums.ts';
import { monthLabel } from '../../../shared/report-range.ts';
import type { Report, ReportLink } from '../../../shared/reports.ts';
import { dollars, link, monthDays, ownerCondition, ownerParams, type ReportScope } from './scope.ts';

type Cell = { month: string; stage: string; amount: string; count: number };

const OPEN = openStages.map((stage) => `'${stage}'`).join(', ');

/** Open opportunities' amount and count by stage and the month they are expected to close. */
export async function pipelineByStage(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('o.owner_id', scope);
  const cells = await em.getConnection().execute<Cell[]>(
    `select to_char(o.expected_close_date, 'YYYY-MM') as month, o.stage,
            coalesce(sum(o.amount), 0)::text as amount, count(*)::int as count
       from opportunities o
      where o.deleted_at is null and o.stage in (${OPEN})
        and o.expected_close_date >= ? and o.expected_close_date <= ? ${owner}
      group by 1, 2 order by 1`,
    [scope.from, scope.to, ...ownerValues],
  );
  const months = [...new Set(cells.map((cell) => cell.month))];
  return {
    ...scope,
    sections: [
      {
        key: 'byStageAndMonth',
        title: 'Open amount by stage and expected close month',
        counting:
          'Open opportunities (Qualification to Negotiation) expected to close between these days: the sum of their amounts (none counts as $0) and their number.',
        columns: [
          { key: 'name', label: 'Expected close', format: 'text' },
          ...openStages.map((stage) => ({
            key: stage,
            label: opportunityStage.label(stage),
            format: 'money' as const,
          })),
          { key: 'amount', label: 'Open amount', format: 'money' },
          { key: 'count', label: 'Opportunities', format: 'count' },
        ],
        chart: { series: [...openStages], stacked: true },
        rows: months.map((month) => {
          const days = monthDays(month, scope);
          const params = { closing: `${days.from}..${days.to}`, open: '1', ...ownerParams(scope) };
          const ofMonth = cells.filter((cell) => cell.month === month);
          const amountOf = (stage: string) =>
            Number(ofMonth.find((cell) => cell.stage === stage)?.amount ?? 0);
          const links: Record<string, ReportLink> = {
            amount: link('opportunities', params),
            count: link('opportunities', params),
          };
          for (const stage of openStages) links[stage] = link('opportunities', { ...params, stage });
          return {
            cells: {
              name: monthLabel(month),
              ...Object.fromEntries(openStages.map((stage) => [stage, amountOf(stage)])),
              amount: dollars(openStages.reduce((sum, stage) => sum + amountOf(stage), 0)),
              count: ofMonth.reduce((sum, cell) => sum + cell.count, 0),
            },
            links,
          };
        }),
      },
    ],
  };
}
