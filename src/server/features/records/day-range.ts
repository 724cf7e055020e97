import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';

/** A day of the firm's calendar (a `?` parameter) as the instant it starts there, and the next day's. */
export const DAY_START = `((?::date)::timestamp at time zone '${BUSINESS_TIME_ZONE}')`;
export const NEXT_DAY_START = `(((?::date) + 1)::timestamp at time zone '${BUSINESS_TIME_ZONE}')`;

/** Keeps the rows whose instant `column` falls between two days of the firm's calendar, both included. */
export function whereBetweenDays(
  qb: { andWhere(condition: string, params: unknown[]): unknown },
  column: string,
  from: string | null | undefined,
  to: string | null | undefined,
): void {
  if (from) qb.andWhere(`${column} >= ${DAY_START}`, [from]);
  if (to) qb.andWhere(`${column} < ${NEXT_DAY_START}`, [to]);
}
