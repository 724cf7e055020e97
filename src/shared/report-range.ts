/**
 * The Reports tab's date ranges: presets in the firm's time zone (Sydney), inclusive days
 * 'YYYY-MM-DD'. The Australian financial year runs from 1 July to 30 June.
 */
import { labelled } from './enums.ts';
import { businessToday, quarterOf } from './quarters.ts';

export const reportPreset = labelled({
  this_month: 'This month',
  last_quarter: 'Last quarter',
  this_financial_year: 'This financial year',
  custom: 'Custom range',
});
export type ReportPreset = (typeof reportPreset.values)[number];
export const DEFAULT_REPORT_PRESET: ReportPreset = 'this_financial_year';

export type DayRange = { from: string; to: string };

const pad = (value: number) => String(value).padStart(2, '0');

/** The day before `day` ('YYYY-MM-DD'). */
export function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `offset` months after the one holding `day`. */
export function monthStart(day: string, offset = 0): string {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const index = year * 12 + month - 1 + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** The financial year (1 July to 30 June) holding `day`. */
export function financialYearOf(day: string): DayRange {
  const [year = 0, month = 1] = day.split('-').map(Number);
  const start = month >= 7 ? year : year - 1;
  return { from: `${start}-07-01`, to: `${start + 1}-06-30` };
}

/** A preset's days, from and to inclusive, as of `now` in Sydney; null for 'custom'. */
export function presetRange(preset: ReportPreset, now: Date = new Date()): DayRange | null {
  const today = businessToday(now);
  if (preset === 'this_month') return { from: monthStart(today), to: dayBefore(monthStart(today, 1)) };
  if (preset === 'last_quarter') {
    const { from, to } = quarterOf(today, -1);
    return { from, to: dayBefore(to) };
  }
  if (preset === 'this_financial_year') return financialYearOf(today);
  return null;
}

// One formatter for every label: toLocaleString with options builds a new one each call.
const shortMonth = new Intl.DateTimeFormat('en-AU', { month: 'short', timeZone: 'UTC' });

/** 'YYYY-MM' → 'Jul 2026'. */
export function monthLabel(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return `${shortMonth.format(new Date(Date.UTC(year, number - 1, 1)))} ${year}`;
}
