import { createHmac } from 'node:crypto';
import { constantTimeEqual } from '../auth/tokens.ts';

/** A person needs at least this long between seeing the contact form and sending it; bots are faster. */
export const MINIMUM_FILL_TIME_MS = 3_000;
const MAXIMUM_AGE_MS = 24 * 60 * 60 * 1000;

export type FormTokenCheck = 'ok' | 'too_fast' | 'expired' | 'invalid';

/** HMAC-signed render timestamps: the page fetches one, the submission sends it back. */
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
      if (age > MAXIMUM_AGE_MS) return 'expired';
      return age < MINIMUM_FILL_TIME_MS ? 'too_fast' : 'ok';
    },
  };
}

export type FormTokens = ReturnType<typeof createFormTokens>;
