import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/server/logger.ts';

describe('request logging', () => {
  it('takes the confirmation token out of logged URLs', () => {
    expect(redactUrl('/crm/confirm?token=abc.def-123')).toBe('/crm/confirm?token=[redacted]');
    expect(redactUrl('/crm/confirm?x=1&token=abc&y=2')).toBe('/crm/confirm?x=1&token=[redacted]&y=2');
    expect(redactUrl('/crm/leads?q=token')).toBe('/crm/leads?q=token');
  });
});
