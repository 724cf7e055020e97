import type { ComplianceTask } from './enums.ts';

/** NDIS registration runs 3 years; renewal can start 6 months before it expires. */
export const RENEWAL_WINDOW_MONTHS = 6;
/** A reminder this many days before the registration expires. */
export const EXPIRY_REMINDER_DAYS = 60;
/** The mid-term audit falls about 18 months after the registration decision. */
export const MIDTERM_AUDIT_MONTHS = 18;

const pad = (value: number) => String(value).padStart(2, '0');
const parse = (date: string) => date.split('-').map(Number) as [number, number, number];

/** 'YYYY-MM-DD' moved by whole months; a day the month lacks becomes its last (31 Aug − 6 months = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parse(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return `${targetYear}-${pad(targetMonth)}-${pad(Math.min(day, lastDay))}`;
}

/** 'YYYY-MM-DD' moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = parse(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

export type ComplianceDates = {
  registrationDecisionDate: string | null;
  registrationExpiryDate: string | null;
};

/** The dates the server derives from an account's registration: each automatic task's due date, or null. */
export function derivedComplianceDates({
  registrationDecisionDate: decision,
  registrationExpiryDate: expiry,
}: ComplianceDates): Record<ComplianceTask, string | null> {
  return {
    renewal_window: expiry && addMonths(expiry, -RENEWAL_WINDOW_MONTHS),
    expiry_60_days: expiry && addDays(expiry, -EXPIRY_REMINDER_DAYS),
    midterm_audit: decision && addMonths(decision, MIDTERM_AUDIT_MONTHS),
  };
}
