import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/** A signed-in browser. Only the SHA-256 of the token's secret is stored. */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    id: p.string().length(64).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    secretHash: p.blob(),
    createdAt: p.datetime(),
    lastVerifiedAt: p.datetime(),
    expiresAt: p.datetime(),
    /** Whether this session has passed the second factor (a TOTP or recovery code, or a passkey sign-in). */
    twoFactorVerified: p.boolean().default(false),
    /** Where the browser was when the session last showed activity (Settings › Security). */
    userAgent: p.string().length(512).default(''),
    ip: p.string().length(64).default(''),
    /** Moved forward at most once a minute, so a busy session does not write on every call. */
    lastActiveAt: p.datetime().defaultRaw('now()'),
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
