import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A WebAuthn challenge handed to a browser, taken (deleted) by the answer that uses it, so it
 * works once and on any instance. Stored as its SHA-256 (hex); expires after a few minutes.
 */
export const WebauthnChallengeSchema = defineEntity({
  name: 'WebauthnChallenge',
  tableName: 'webauthn_challenges',
  properties: {
    challengeHash: p.string().length(64).primary(),
    purpose: p.string().length(20),
    /** The user adding a passkey; null for a sign-in, where nobody is known yet. */
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    expiresAt: p.datetime().index(),
  },
});

export class WebauthnChallenge extends WebauthnChallengeSchema.class {}
WebauthnChallengeSchema.setClass(WebauthnChallenge);
