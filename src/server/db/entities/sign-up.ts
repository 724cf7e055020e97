import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A sign-up or an invitation waiting for its link to be followed. Nothing about an account
 * exists until then: the link creates the user from this row's own password and names (a
 * sign-up) or from what the invited person types (an invitation, which carries the role the
 * admin chose). Only the SHA-256 of the link's token is stored; the mail job sets it.
 */
export const SignUpSchema = defineEntity({
  name: 'SignUp',
  tableName: 'sign_ups',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    email: p.string().length(254).index(),
    /** Null for an invitation: the invited person chooses it. */
    passwordHash: p.text().nullable().hidden(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    /** The invitation's role; null for a sign-up. */
    invitedRole: p.text().nullable(),
    invitedBy: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    tokenHash: p.blob().nullable().unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime().index(),
  },
});

export class SignUp extends SignUpSchema.class {}
SignUpSchema.setClass(SignUp);
