import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';
import { dayBefore } from '../../../shared/report-range.ts';
import type { Report, ReportLink } from '../../../shared/reports.ts';
import { DAY_START, NEXT_DAY_START, link, ownerCondition, staffName, type ReportScope } from './scope.ts';

type Week = {
  week: string;
  person: string;
  name: string;
  call: number;
  meeting: number;
  email: number;
  tasks: number;
};

const localWeek = (column: string) =>
  `date_trunc('week', ${column} at time zone '${BUSINESS_TIME_ZONE}')::date::text`;
const LOGGED = ['call', 'meeting', 'email'] as const;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** Calls, meetings and emails each person logged, and the tasks they completed, per week (Monday to Sunday). */
export async function activityPerWeek(em: EntityManager, scope: ReportScope): Promise<Report> {
  const [activityOwner, activityValues] = ownerCondition('a.created_by', scope);
  const [taskOwner, taskValues] = ownerCondition('t.assignee_id', scope);
  const weeks = await em.getConnection().execute<Week[]>(
    `with counted as (
       select ${localWeek('a.created_at')} as week, a.created_by as person,
              count(*) filter (where a.type = 'call')::int as call,
              count(*) filter (where a.type = 'meeting')::int as meeting,
              count(*) filter (where a.type = 'email')::int as email, 0 as tasks
         from activities a
        where a.type in (${LOGGED.map((type) => `'${type}'`).join(', ')}) and a.created_by is not null
          and a.created_at >= ${DAY_START} and a.created_at < ${NEXT_DAY_START} ${activityOwner}
        group by 1, 2
       union all
       select ${localWeek('t.completed_at')}, t.assignee_id, 0, 0, 0, count(*)::int
         from tasks t
        where t.deleted_at is null and t.status = 'done' and t.assignee_id is not null
          and t.completed_at >= ${DAY_START} and t.completed_at < ${NEXT_DAY_START} ${taskOwner}
        group by 1, 2
     )
     select week, person, ${staffName('person')} as name, sum(call)::int as call, sum(meeting)::int as meeting,
            sum(email)::int as email, sum(tasks)::int as tasks
       from counted group by week, person order by week, name`,
    [scope.from, scope.to, ...activityValues, scope.from, scope.to, ...taskValues],
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
