import type { EntityManager } from '@mikro-orm/postgresql';
import { dayBefore } from '../../../shared/report-range.ts';
import type { Report, ReportLink } from '../../../shared/reports.ts';
import { link, ownerCondition, staffName, type ReportScope } from './scope.ts';

type Week = {
  week: string;
  person: string;
  name: string;
  call: number;
  meeting: number;
  email: number;
  tasks: number;
};

const LOGGED = ['call', 'meeting', 'email'] as const;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * Calls, meetings and emails each person logged, and the tasks they completed, per week (Monday to
 * Sunday), summed from `report_activity_days` (kept by triggers, migration `report_summaries`).
 */
export async function activityPerWeek(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [owner, ownerValues] = ownerCondition('d.person_id', scope);
  const weeks = await em.getConnection().execute<Week[]>(
    `select date_trunc('week', d.day)::date::text as week, d.person_id as person, ${staffName('d.person_id')} as name,
            sum(d.calls)::int as call, sum(d.meetings)::int as meeting, sum(d.emails)::int as email,
            sum(d.tasks_done)::int as tasks
       from report_activity_days d
      where d.day between ?::date and ?::date ${owner}
      group by 1, 2
     having sum(d.calls) + sum(d.meetings) + sum(d.emails) + sum(d.tasks_done) > 0
      order by week, name`,
    [scope.from, scope.to, ...ownerValues],
  );
  return {
    ...scope,
    sections: [
      {
        key: 'perPersonPerWeek',
        title: 'Per person per week',
        counting:
          'Calls, meetings and emails each person logged, and the tasks assigned to them that were completed, in weeks from Monday to Sunday (Sydney time) between these days.',
        columns: [
          { key: 'week', label: 'Week of', format: 'text' },
          { key: 'name', label: 'Person', format: 'text' },
          { key: 'call', label: 'Calls', format: 'count' },
          { key: 'meeting', label: 'Meetings', format: 'count' },
          { key: 'email', label: 'Emails', format: 'count' },
          { key: 'tasks', label: 'Tasks completed', format: 'count' },
          { key: 'total', label: 'Total', format: 'count' },
        ],
        chart: { series: ['call', 'meeting', 'email', 'tasks'], stacked: true, category: ['week', 'name'] },
        rows: weeks.map((week) => {
          const from = week.week > scope.from ? week.week : scope.from;
          const sunday = dayBefore(addDays(week.week, 7));
          const dates = `${from}..${sunday < scope.to ? sunday : scope.to}`;
          const links: Record<string, ReportLink> = {
            tasks: link('activities', { view: 'list', assignee: week.person, due: 'done', completed: dates }),
          };
          for (const type of LOGGED)
            links[type] = link('activities', { view: 'timeline', assignee: week.person, dates, kind: type });
          return {
            cells: {
              week: week.week,
              name: week.name,
              call: week.call,
              meeting: week.meeting,
              email: week.email,
              tasks: week.tasks,
              total: week.call + week.meeting + week.email + week.tasks,
            },
            links,
          };
        }),
      },
    ],
  };
}
