import { describe, expect, it } from 'vitest';
import { formatAud, formatAudWithCents, formatDate, fullName } from '../../src/shared/format.ts';

describe('formatting', () => {
  it('shows AUD in the en-AU format without decimals', () => {
    expect(formatAud(12500)).toBe('$12,500');
    expect(formatAud(1234.56)).toBe('$1,235');
  });

  it('shows AUD with cents for checkout lines', () => {
    expect(formatAudWithCents(4730)).toBe('$4,730.00');
  });

  it('reads an ISO calendar date without shifting it by the time zone', () => {
    expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
  });

  it('joins first and last name, leaving out an empty one', () => {
    expect(fullName({ firstName: 'Jane', lastName: 'Citizen' })).toBe('Jane Citizen');
    expect(fullName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
  });
});
