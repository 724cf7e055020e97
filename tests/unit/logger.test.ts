import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/logger.ts';

describe('request logging', () => {
  it('takes the confirmation token out of logged URLs', () => {
    expect(redactUrl('/crm/confirm?token=abc.def-123')).toBe('/crm/confirm?token=[redacted]');
    expect(redactUrl('/crm/confirm?x=1&token=abc&y=2')).toBe('/crm/confirm?x=1&token=[redacted]&y=2');
    expect(redactUrl('/crm/leads?q=token')).toBe('/crm/leads?q=token');
  });

  it("takes the token out of a quote's private page", () => {
    expect(redactUrl('/quote/abcDEF-123_x?utm=1')).toBe('/quote/[redacted]?utm=1');
    expect(redactUrl('/files/quote.pdf?token=abc')).toBe('/files/quote.pdf?token=[redacted]');
  });

  it("takes the input out of an auth procedure's URL, and leaves other inputs", () => {
    expect(redactUrl('/trpc/auth.signIn?input=%7B%22password%22%7D')).toBe(
      '/trpc/auth.signIn?input=[redacted]',
    );
    expect(redactUrl('/trpc/auth.me,leads.list?batch=1&input=x')).toBe(
      '/trpc/auth.me,leads.list?batch=1&input=[redacted]',
    );
    expect(redactUrl('/trpc/leads.list?input=%7B%7D')).toBe('/trpc/leads.list?input=%7B%7D');
  });
});
