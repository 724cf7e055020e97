import type { EntityManager } from '@mikro-orm/postgresql';
import { leadSource, type LeadSource } from '../../../shared/enums.ts';
import type { Report, ReportColumn, ReportRow } from '../../../shared/reports.ts';
import {
  DAY_START,
  NEXT_DAY_START,
  link,
  ownerCondition,
  ownerParams,
  staffName,
  type ReportScope,
} from './scope.ts';

type Timed = {
  kind: 'website' | 'source' | 'owner';
  key: string | null;
  name: string;
  leads: number;
  answered: number;
  /** The median and the 90th percentile, in hours (null: none answered). */
  hours: [number, number] | null;
};

const COLUMNS = (first: string): ReportColumn[] => [
  { key: 'name', label: first, format: 'text' },
  { key: 'leads', label: 'Leads', format: 'count' },
  { key: 'answered', label: 'Answered', format: 'count' },
  { key: 'unanswered', label: 'Not answered yet', format: 'count' },
  { key: 'median', label: 'Median', format: 'hours' },
  { key: 'p90', label: '90th percentile', format: 'hours' },
];

const COUNTING =
  'Leads created between these days (Sydney time): hours from creation to the first call, email or meeting a staff member logged on the lead; leads not answered yet are counted apart and left out of the median and the 90th percentile.';

const round = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/** How fast leads are answered: median and 90th percentile hours, website leads apart, by source and by owner. */
export async function responseTime(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('l.assigned_to', scope);
  // One pass over the range's leads (the report index alone), grouped three ways.
  const rows = await em.getConnection().execute<Timed[]>(
    `select case when grouping(l.source) = 0 then 'source' when grouping(l.assigned_to) = 0 then 'owner' else 'website' end as kind,
            case when grouping(l.source) = 0 then l.source
                 when grouping(l.assigned_to) = 0 then l.assigned_to::text
                 else (l.source = 'website_form')::text end as key,
            case when grouping(l.assigned_to) = 0 then ${staffName('l.assigned_to')} else '' end as name,
            count(*)::int as leads, count(l.first_response_at)::int as answered,
            percentile_cont(array[0.5, 0.9]) within group (order by extract(epoch from l.first_response_at - l.created_at) / 3600.0) as hours
       from leads l
      where l.deleted_at is null and l.created_at >= ${DAY_START} and l.created_at < ${NEXT_DAY_START} ${owner}
      group by grouping sets ((l.source = 'website_form'), (l.source), (l.assigned_to))`,
    [scope.from, scope.to, ...ownerValues],
  );
  const created = { created: `${scope.from}..${scope.to}`, ...ownerParams(scope) };
  const row = (entry: Timed, name: string, params: Record<string, string> | null): ReportRow => ({
    cells: {
      name,
      leads: entry.leads,
      answered: entry.answered,
      unanswered: entry.leads - entry.answered,
      median: round(entry.hours?.[0] ?? null),
      p90: round(entry.hours?.[1] ?? null),
    },
    links: params ? { leads: link('leads', params) } : {},
  });
  const of = (kind: Timed['kind']) => rows.filter((entry) => entry.kind === kind);
  const website = of('website').sort((a, b) => (a.key === 'true' ? -1 : b.key === 'true' ? 1 : 0));
  const sources = leadSource.values.flatMap((source) => of('source').filter((entry) => entry.key === source));
  return {
    ...scope,
    sections: [
      {
        key: 'website',
        title: 'Website enquiries and other leads',
        counting: COUNTING,
        columns: COLUMNS('Leads from'),
        chart: { series: ['median', 'p90'] },
        rows: website.map((entry) =>
          entry.key === 'true'
            ? row(entry, 'Website enquiries', { ...created, source: 'website_form' })
            : row(entry, 'Other sources', null),
        ),
      },
      {
        key: 'bySource',
        title: 'By source',
        counting: COUNTING,
        columns: COLUMNS('Source'),
        chart: { series: ['median', 'p90'] },
        rows: sources.map((entry) =>
          row(entry, leadSource.label(entry.key as LeadSource), { ...created, source: entry.key ?? '' }),
        ),
      },
      {
        key: 'byOwner',
        title: 'By owner',
        counting: `${COUNTING} Unassigned: leads without an owner.`,
        columns: COLUMNS('Owner'),
        chart: { series: ['median', 'p90'] },
        rows: of('owner')
          .sort((a, b) => a.name.localeCompare(b.name))
          .map((entry) => row(entry, entry.name, entry.key ? { ...created, owner: entry.key } : null)),
      },
    ],
  };
}
