import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../auth/tokens.ts';

const MAXIMUM_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'ok' | 'expired' | 'invalid';

/**
 * HMAC-signed render timestamps: the page fetches one, the submission sends it back. A form
 * needs one we signed within the last day; how fast it was sent does not matter (autofill makes
 * real people fast, and a dropped buyer costs more than a bot that got this far).
 */
export function createFormTokens(secret: string) {
  const sign = (issuedAt: string) =>
    createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

  return {
    issue(now = Date.now()): string {
      const issuedAt = String(now);
      return `${issuedAt}.${sign(issuedAt)}`;
    },
    check(token: string, now = Date.now()): FormTokenCheck {
      const [issuedAt = '', signature = ''] = token.split('.');
      const expected = Buffer.from(sign(issuedAt));
      if (!/^\d{13}$/.test(issuedAt) || !constantTimeEqual(Buffer.from(signature), expected))
        return 'invalid';
      const age = now - Number(issuedAt);
      if (age < 0) return 'invalid';
      return age > MAXIMUM_AGE_MS ? 'expired' : 'ok';
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
