import { describe, expect, it } from 'vitest';
import { businessToday, quarterOf } from '../../src/shared/quarters.ts';

describe('quarters', () => {
  it('gives the quarter of a date and the ones after it', () => {
    expect(quarterOf('2026-11-22')).toEqual({ from: '2026-10-01', to: '2027-01-01' });
    expect(quarterOf('2026-11-22', 1)).toEqual({ from: '2027-01-01', to: '2027-04-01' });
    expect(quarterOf('2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-04-01' });
    expect(quarterOf('2026-06-30', -1)).toEqual({ from: '2026-01-01', to: '2026-04-01' });
  });

  it('reads today in Sydney: 1 July 00:30 there is still 30 June in UTC', () => {
    expect(businessToday(new Date('2026-06-30T14:30:00Z'))).toBe('2026-07-01');
  });

  it('turns the day at Sydney’s midnight, whatever it answered a moment before', () => {
    expect(businessToday(new Date('2026-06-30T13:59:00.000Z'))).toBe('2026-06-30');
    expect(businessToday(new Date('2026-06-30T13:59:59.999Z'))).toBe('2026-06-30');
    expect(businessToday(new Date('2026-06-30T14:00:00.000Z'))).toBe('2026-07-01');
    // Summer time (UTC+11): midnight is 13:00 UTC.
    expect(businessToday(new Date('2026-12-31T12:59:59.999Z'))).toBe('2026-12-31');
    expect(businessToday(new Date('2026-12-31T13:00:00.000Z'))).toBe('2027-01-01');
    expect(businessToday(new Date('2026-12-31T12:59:30.000Z'))).toBe('2026-12-31');
  });
});
