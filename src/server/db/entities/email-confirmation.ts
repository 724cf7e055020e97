import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A pending email-confirmation link; only the SHA-256 of its token is stored. A link sent
 * for a repeated sign-up of an unconfirmed address carries that sign-up's password hash and
 * names, which take effect only when this link is followed, so whoever reads the mailbox
 * decides which sign-up counts.
 */
export const EmailConfirmationSchema = defineEntity({
  name: 'EmailConfirmation',
  tableName: 'email_confirmations',
  properties: {
    tokenHash: p.blob().primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    email: p.string().length(254),
    passwordHash: p.text().nullable(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    createdAt: p.datetime(),
    expiresAt: p.datetime(),
  },
});

export class EmailConfirmation extends EmailConfirmationSchema.class {}
EmailConfirmationSchema.setClass(EmailConfirmation);
