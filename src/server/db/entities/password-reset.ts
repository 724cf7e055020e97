import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * A 'Forgot password?' request (or an admin's reset link) for an address, known or not, so the
 * request does the same work either way; the mail job sends the link only to an account. Only the
 * SHA-256 of the link's token is stored (the mail job makes it). A used link keeps its row, so
 * the page can say it was used; the clean-up job deletes rows past their expiry.
 */
export const PasswordResetSchema = defineEntity({
  name: 'PasswordReset',
  tableName: 'password_resets',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    email: p.string().length(254).index(),
    tokenHash: p.blob().nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
    usedAt: p.datetime().nullable(),
  },
});

export class PasswordReset extends PasswordResetSchema.class {}
PasswordResetSchema.setClass(PasswordReset);
