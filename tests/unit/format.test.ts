import { describe, expect, it } from 'vitest';
import {
  formatAud,
  formatAudWithCents,
  formatDate,
  formatWholeNumber,
  fullName,
} from '../../src/shared/format.ts';

describe('formatting', () => {
  it('shows AUD in the en-AU format without decimals', () => {
    expect(formatAud(12500)).toBe('$12,500');
    expect(formatAud(1234.56)).toBe('$1,235');
  });

  it('shows AUD with cents for checkout lines', () => {
    expect(formatAudWithCents(4730)).toBe('$4,730.00');
  });

  it('writes AUD and whole numbers as Intl.NumberFormat does in en-AU, rounding included', () => {
    const intl = (fractionDigits: number) =>
      new Intl.NumberFormat('en-AU', {
        style: 'currency',
        currency: 'AUD',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    const amounts = [0, 0.5, 1.5, 2.5, 999.5, 1000, 4730, 12_500, 1_234_567.89, 98_765_432.1, -0.5, -1234.56];
    for (let cents = -250_000; cents <= 2_500_000; cents += 997) amounts.push(cents / 100);
    for (const amount of amounts) {
      expect(formatAud(amount), String(amount)).toBe(intl(0).format(amount));
      expect(formatWholeNumber(amount), String(amount)).toBe(
        new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 }).format(amount),
      );
      expect(formatAudWithCents(amount), String(amount)).toBe(intl(2).format(amount));
    }
  });

  it('reads an ISO calendar date without shifting it by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('joins first and last name, leaving out an empty one', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Citizen' })).toBe('Jane Citizen');
    expect(fullName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
  });
});
