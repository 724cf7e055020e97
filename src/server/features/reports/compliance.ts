import type { EntityManager } from '@mikro-orm/postgresql';
import { complianceTasks } from '../../../shared/enums.ts';
import { businessToday } from '../../../shared/quarters.ts';
import { dayBefore, monthLabel, monthStart } from '../../../shared/report-range.ts';
import type { Report, ReportRow } from '../../../shared/reports.ts';
import { link, ownerCondition, ownerParams, staffName, type ReportScope } from './scope.ts';

/** How many months ahead the registration expiries are counted, from this month on. */
export const EXPIRY_MONTHS = 12;

type Expiring = { month: string; accounts: number };
type Overdue = { assignee_id: string | null; name: string; tasks: number };

/**
 * The compliance calendar ahead and behind: accounts whose registration expires in each of the
 * next 12 months (from today in Sydney, whatever the report's days), and the open compliance
 * tasks past their due date by assignee.
 */
export async function compliance(em: EntityManager, scope: ReportScope, now = new Date()): Promise<Report> {
  const today = businessToday(now);
  const first = monthStart(today);
  const last = dayBefore(monthStart(today, EXPIRY_MONTHS));
  const connection = em.getConnection();
  const [accountOwner, accountValues] = ownerCondition('a.owner_id', scope);
  const [taskOwner, taskValues] = ownerCondition('t.assignee_id', scope);
  const [expiring, overdue] = await Promise.all([
    connection.execute<Expiring[]>(
      `select to_char(a.registration_expiry_date, 'YYYY-MM') as month, count(*)::int as accounts
         from accounts a
        where a.deleted_at is null and a.registration_expiry_date >= ? and a.registration_expiry_date <= ? ${accountOwner}
        group by 1`,
      [first, last, ...accountValues],
    ),
    connection.execute<Overdue[]>(
      `select t.assignee_id, ${staffName('t.assignee_id')} as name, count(*)::int as tasks
         from tasks t
        where t.deleted_at is null and t.status = 'open' and t.due_date < ?
          and t.automatic in (${complianceTasks.map((kind) => `'${kind}'`).join(', ')}) ${taskOwner}
        group by 1 order by 2`,
      [today, ...taskValues],
    ),
  ]);
  const months = Array.from({ length: EXPIRY_MONTHS }, (_, index) => monthStart(today, index).slice(0, 7));
  return {
    ...scope,
    sections: [
      {
        key: 'registrationExpiry',
        title: 'Registrations expiring in the next 12 months',
        counting: `Accounts whose registration expiry date falls in each month from ${monthLabel(months[0] ?? '')} to ${monthLabel(months.at(-1) ?? '')}, counted from today whatever the report's days; the owner is the account's.`,
        columns: [
          { key: 'name', label: 'Month', format: 'text' },
          { key: 'accounts', label: 'Accounts', format: 'count' },
        ],
        chart: { series: ['accounts'] },
        rows: months.map((month) => ({
          cells: {
            name: monthLabel(month),
            accounts: expiring.find((entry) => entry.month === month)?.accounts ?? 0,
          },
          links: {
            accounts: link('accounts', {
              expiry: `${month}-01..${dayBefore(monthStart(`${month}-01`, 1))}`,
              ...ownerParams(scope),
            }),
          },
        })),
      },
      {
        key: 'overdueTasks',
        title: 'Overdue compliance tasks by owner',
        counting:
          'Open tasks the compliance calendar made (renewal window, expiry in 60 days, mid-term audit) whose due date is before today (Sydney), by assignee.',
        columns: [
          { key: 'name', label: 'Assignee', format: 'text' },
          { key: 'tasks', label: 'Overdue tasks', format: 'count' },
        ],
        chart: { series: ['tasks'] },
        rows: overdue.map((entry): ReportRow => ({
          cells: { name: entry.name, tasks: entry.tasks },
          links: entry.assignee_id
            ? {
                tasks: link('activities', {
                  view: 'list',
                  assignee: entry.assignee_id,
                  due: 'overdue',
                  compliance: '1',
                }),
              }
            : {},
        })),
      },
    ],
  };
}
