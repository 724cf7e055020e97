import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';
import { dayBefore, monthStart } from '../../../shared/report-range.ts';
import type { ReportLink } from '../../../shared/reports.ts';
import type { ReportInput } from '../../../shared/schemas/report.ts';
import type { RecordContext } from '../records/record-type.ts';

/** The days and the owner a report reads; staff always read only their own records. */
export type ReportScope = { from: string; to: string; ownerId: string | null };

export function reportScope(ctx: RecordContext, input: ReportInput): ReportScope {
  return {
    from: input.from,
    to: input.to,
    ownerId: ctx.role === 'staff' ? ctx.user.id : (input.ownerId ?? null),
  };
}

export { DAY_START, NEXT_DAY_START } from '../records/day-range.ts';

/** The 'YYYY-MM' of an instant in the firm's time zone. */
export const localMonth = (column: string) =>
  `to_char(${column} at time zone '${BUSINESS_TIME_ZONE}', 'YYYY-MM')`;

/** An owner condition on `column` and its parameters: nothing when the report is everyone's. */
export function ownerCondition(column: string, scope: ReportScope): [string, unknown[]] {
  return scope.ownerId ? [`and ${column} = ?`, [scope.ownerId]] : ['', []];
}

/** The owner's URL parameter of a linked list (its name in that list). */
export function ownerParams(scope: ReportScope, name = 'owner'): Record<string, string> {
  return scope.ownerId ? { [name]: scope.ownerId } : {};
}

/** The days of month 'YYYY-MM' inside the report's range. */
export function monthDays(month: string, scope: { from: string; to: string }) {
  const first = `${month}-01`;
  const last = dayBefore(monthStart(first, 1));
  return { from: first > scope.from ? first : scope.from, to: last < scope.to ? last : scope.to };
}

/** part ÷ whole as a percentage with one decimal, or null when nothing was counted. */
export function rate(part: number, whole: number): number | null {
  return whole ? Math.round((part / whole) * 1000) / 10 : null;
}

/** A list's link; the list view (not the board) unless the link names another. */
export const link = (path: string, params: Record<string, string>): ReportLink => ({
  path,
  params: { view: 'list', ...params },
});

/** A staff member's name by a user id column, 'Unassigned' without one. */
export const staffName = (column: string) =>
  `coalesce((select concat_ws(' ', p.first_name, p.last_name) from profiles p where p.id = ${column}), 'Unassigned')`;

/** A sum of amounts in dollars, to the cent. */
export const dollars = (value: number | string) => Math.round(Number(value) * 100) / 100;
