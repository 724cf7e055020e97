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
  },
});

export class Session extends SessionSchema.class {}
SessionSchema.setClass(Session);
