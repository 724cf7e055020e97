import type { EntityManager } from '@mikro-orm/postgresql';
import { monthLabel } from '../../../shared/report-range.ts';
import type { Report, ReportRow } from '../../../shared/reports.ts';
import {
  DAY_START,
  NEXT_DAY_START,
  link,
  localMonth,
  monthDays,
  ownerCondition,
  ownerParams,
  rate,
  staffName,
  type ReportScope,
} from './scope.ts';

type Counted = { key: string | null; name: string; won: number; closed: number };

const COLUMNS = (first: string) => [
  { key: 'name', label: first, format: 'text' as const },
  { key: 'won', label: 'Won', format: 'count' as const },
  { key: 'lost', label: 'Lost', format: 'count' as const },
  { key: 'closed', label: 'Closed', format: 'count' as const },
  { key: 'rate', label: 'Win rate', format: 'percent' as const },
];

const COUNTING =
  'Opportunities that entered Closed Won or Closed Lost between these days (Sydney time); win rate = won ÷ closed.';

/**
 * Opportunities closed won ÷ closed (won or lost), by the month they closed and by owner. Grouped
 * by the key alone: its name is worked out once a group, not once a row (a third of the time).
 */
export async function winRate(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('o.owner_id', scope);
  const counted = (group: string, name: string) =>
    em.getConnection().execute<Counted[]>(
      `select ${group} as key, ${name} as name,
              count(*) filter (where o.stage = 'closed_won')::int as won, count(*)::int as closed
         from opportunities o
        where o.deleted_at is null and o.stage in ('closed_won', 'closed_lost')
          and o.stage_changed_at >= ${DAY_START} and o.stage_changed_at < ${NEXT_DAY_START} ${owner}
        group by 1 order by 2`,
      [scope.from, scope.to, ...ownerValues],
    );
  const [byMonth, byOwner] = await Promise.all([
    counted(localMonth('o.stage_changed_at'), localMonth('o.stage_changed_at')),
    counted('o.owner_id', staffName('o.owner_id')),
  ]);
  /** A row and its lists; none for opportunities without an owner (no list filter names them). */
  const row = (entry: Counted, name: string, params: Record<string, string> | null): ReportRow => ({
    cells: {
      name,
      won: entry.won,
      lost: entry.closed - entry.won,
      closed: entry.closed,
      rate: rate(entry.won, entry.closed),
    },
    links: params
      ? {
          won: link('opportunities', { ...params, stage: 'closed_won' }),
          lost: link('opportunities', { ...params, stage: 'closed_lost' }),
          closed: link('opportunities', params),
        }
      : {},
  });
  const closedIn = (days: { from: string; to: string }) => ({ closed: `${days.from}..${days.to}` });
  return {
    ...scope,
    sections: [
      {
        key: 'byMonth',
        title: 'By month closed',
        counting: COUNTING,
        columns: COLUMNS('Month'),
        chart: { series: ['won', 'lost'], stacked: true },
        rows: byMonth.map((entry) =>
          row(entry, monthLabel(entry.name), {
            ...closedIn(monthDays(entry.name, scope)),
            ...ownerParams(scope),
          }),
        ),
      },
      {
        key: 'byOwner',
        title: 'By owner',
        counting: `${COUNTING} Unassigned: opportunities without an owner.`,
        columns: COLUMNS('Owner'),
        chart: { series: ['won', 'lost'], stacked: true },
        rows: byOwner.map((entry) =>
          row(entry, entry.name, entry.key ? { ...closedIn(scope), owner: entry.key } : null),
        ),
      },
    ],
  };
}
