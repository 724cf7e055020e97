import { describe, expect, it } from 'vitest';
import { dayBefore, financialYearOf, monthStart, presetRange } from '../../src/shared/report-range.ts';

describe('report ranges', () => {
  it('gives the Australian financial year, 1 July to 30 June, by the day in Sydney', () => {
    // 30 June 2026 23:30 in Sydney: still the year that started in July 2025.
    expect(presetRange('this_financial_year', new Date('2026-06-30T13:30:00Z'))).toEqual({
      from: '2025-07-01',
      to: '2026-06-30',
    });
    // 1 July 2026 00:30 in Sydney (still 30 June in UTC): the new year.
    expect(presetRange('this_financial_year', new Date('2026-06-30T14:30:00Z'))).toEqual({
      from: '2026-07-01',
      to: '2027-06-30',
    });
    expect(financialYearOf('2026-01-15')).toEqual({ from: '2025-07-01', to: '2026-06-30' });
  });

  it('gives this month and the last calendar quarter, across a year and a leap day', () => {
    const now = new Date('2028-02-10T00:00:00Z');
    expect(presetRange('this_month', now)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetRange('last_quarter', now)).toEqual({ from: '2027-10-01', to: '2027-12-31' });
    expect(presetRange('custom', now)).toBeNull();
  });

  it('steps months and days', () => {
    expect(monthStart('2026-12-15', 1)).toBe('2027-01-01');
    expect(monthStart('2026-01-15', -1)).toBe('2025-12-01');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });
});
