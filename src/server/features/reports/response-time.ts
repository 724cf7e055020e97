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
import { reusedFigures } from './response-cache.ts';

type Timed = {
  kind: 'website' | 'source' | 'owner';
  key: string | null;
  name: string;
  leads: number;
  answered: number;
  median: number | null;
  p90: number | null;
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
  // The range's leads (the report index alone) grouped each way; the percentiles of the intervals
  // (sorting intervals costs less than computing hours for every lead first).
  const params = [scope.from, scope.to, ...ownerValues];
  const grouped = (kind: Timed['kind'], key: string) =>
    `select '${kind}' as kind, ${key} as key, count(*)::int as leads, count(l.first_response_at)::int as answered,
            percentile_cont(array[0.5, 0.9]) within group (order by l.first_response_at - l.created_at) as times
       from leads l
      where l.deleted_at is null and l.created_at >= ${DAY_START} and l.created_at < ${NEXT_DAY_START} ${owner}
      group by 2`;
  // Stored for reuse until a lead changes (response-cache.ts): names are read fresh each time.
  const rows = await reusedFigures<Timed>(
    em.getConnection(),
    JSON.stringify([scope.from, scope.to, scope.ownerId]),
    `select kind, key, leads, answered,
            extract(epoch from times[1]) / 3600.0 as median, extract(epoch from times[2]) / 3600.0 as p90
       from (${grouped('website', "(l.source = 'website_form')::text")}
             union all ${grouped('source', 'l.source')}
             union all ${grouped('owner', 'l.assigned_to::text')}) as grouped`,
    [...params, ...params, ...params],
    `select kind, key, case when kind = 'owner' then ${staffName('key::uuid')} else '' end as name,
            leads, answered, median, p90
       from timed`,
  );
  const created = { created: `${scope.from}..${scope.to}`, ...ownerParams(scope) };
  const row = (entry: Timed, name: string, linked: Record<string, string> | null): ReportRow => ({
    cells: {
      name,
      leads: entry.leads,
      answered: entry.answered,
      unanswered: entry.leads - entry.answered,
      median: round(entry.median),
      p90: round(entry.p90),
    },
    links: linked ? { leads: link('leads', linked) } : {},
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
