import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/** A pending email-confirmation link; only the SHA-256 of its token is stored. */
export const EmailConfirmationSchema = defineEntity({
  name: 'EmailConfirmation',
  tableName: 'email_confirmations',
  properties: {
    tokenHash: p.blob().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    email: p.string().length(254),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export class EmailConfirmation extends EmailConfirmationSchema.class {}
EmailConfirmationSchema.setClass(EmailConfirmation);
