import { describe, expect, it } from 'vitest';
import { addDays, addMonths, derivedComplianceDates } from '../../src/shared/compliance.ts';

describe('compliance dates', () => {
  it('moves dates by months, keeping to the end of shorter months', () => {
    expect(addMonths('2027-08-31', -6)).toBe('2027-02-28');
    expect(addMonths('2028-08-31', -6)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 18)).toBe('2028-05-15');
    expect(addMonths('2027-01-10', -1)).toBe('2026-12-10');
    expect(addDays('2027-03-01', -60)).toBe('2026-12-31');
  });

  it('derives the renewal window, the 60-day reminder and the mid-term audit', () => {
    expect(
      derivedComplianceDates({
        registrationDecisionDate: '2025-03-20',
        registrationExpiryDate: '2028-03-20',
      }),
    ).toEqual({ renewal_window: '2027-09-20', expiry_60_days: '2028-01-20', midterm_audit: '2026-09-20' });
    expect(derivedComplianceDates({ registrationDecisionDate: null, registrationExpiryDate: null })).toEqual({
      renewal_window: null,
      expiry_60_days: null,
      midterm_audit: null,
    });
  });
});
