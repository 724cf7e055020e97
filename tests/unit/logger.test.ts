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

  it("takes the token out of an evidence request's private page, its uploads and its procedure", () => {
    expect(redactUrl('/evidence/abcDEF-123_x')).toBe('/evidence/[redacted]');
    expect(redactUrl('/evidence/abc/items/1/files?name=a.pdf')).toBe(
      '/evidence/[redacted]/items/1/files?name=a.pdf',
    );
    expect(redactUrl('/trpc/evidence.view?input=%7B%22token%22%7D')).toBe(
      '/trpc/evidence.view?input=[redacted]',
    );
    expect(redactUrl('/trpc/evidence_requests.list?input=%7B%7D')).toBe(
      '/trpc/evidence_requests.list?input=%7B%7D',
    );
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
