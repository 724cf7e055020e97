import type { EntityManager } from '@mikro-orm/postgresql';
import { monthLabel } from '../../../shared/report-range.ts';
import type { Report, ReportColumn } from '../../../shared/reports.ts';
import {
  DAY_START,
  NEXT_DAY_START,
  dollars,
  link,
  localMonth,
  monthDays,
  type ReportScope,
} from './scope.ts';

type Summed = { key: string; name: string; quotes: number; value_cents: string };

const COLUMNS = (first: string): ReportColumn[] => [
  { key: 'name', label: first, format: 'text' },
  { key: 'quotes', label: 'Quotes', format: 'count' },
  { key: 'value', label: 'Value (incl. GST)', format: 'money' },
];

const COUNTING =
  'Quotes accepted at the checkout between these days (Sydney time) that still stand (status Accepted: not expired, superseded or withdrawn), at their total including GST.';

/** Accepted quotes' value by the month they were accepted and by registration group. */
export async function quoteValues(em: EntityManager, scope: ReportScope): Promise<Report> {
  const connection = em.getConnection();
  const accepted = `q.deleted_at is null and q.status = 'accepted'
      and q.accepted_at >= ${DAY_START} and q.accepted_at < ${NEXT_DAY_START}`;
  const [byMonth, byGroup] = await Promise.all([
    connection.execute<Summed[]>(
      `select ${localMonth('q.accepted_at')} as key, '' as name, count(*)::int as quotes, sum(q.total_cents)::text as value_cents
         from quotes q where ${accepted} group by 1 order by 1`,
      [scope.from, scope.to],
    ),
    connection.execute<Summed[]>(
      `select g ->> 'id' as key, min(concat_ws(' ', g ->> 'number', g ->> 'name')) as name,
              count(*)::int as quotes, sum(q.total_cents)::text as value_cents
         from quotes q cross join lateral jsonb_array_elements(q.snapshot -> 'groups') as g
        where ${accepted} group by 1 order by 2`,
      [scope.from, scope.to],
    ),
  ]);
  const cells = (entry: Summed, name: string) => ({
    name,
    quotes: entry.quotes,
    value: dollars(Number(entry.value_cents) / 100),
  });
  const acceptedIn = (days: { from: string; to: string }) => ({
    status: 'accepted',
    accepted: `${days.from}..${days.to}`,
  });
  return {
    ...scope,
    sections: [
      {
        key: 'byMonth',
        title: 'Accepted value by month',
        counting: `${COUNTING} Quotes have no owner: the owner filter does not apply.`,
        columns: COLUMNS('Month'),
        chart: { series: ['value'] },
        rows: byMonth.map((entry) => {
          const params = acceptedIn(monthDays(entry.key, scope));
          return {
            cells: cells(entry, monthLabel(entry.key)),
            links: { quotes: link('quotes', params), value: link('quotes', params) },
          };
        }),
      },
      {
        key: 'byGroup',
        title: 'Accepted value by registration group',
        counting: `${COUNTING} A quote counts in full in each registration group it holds, so the groups add up to more than the months.`,
        columns: COLUMNS('Registration group'),
        chart: { series: ['value'] },
        rows: byGroup.map((entry) => {
          const params = { ...acceptedIn(scope), group: entry.key };
          return {
            cells: cells(entry, entry.name),
            links: { quotes: link('quotes', params), value: link('quotes', params) },
          };
        }),
      },
    ],
  };
}
