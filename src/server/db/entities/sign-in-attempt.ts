import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { signInOutcome } from '../../../shared/enums.ts';
import { User } from './user.ts';

/**
 * The login history: one row per sign-in attempt, with the account it named (null for an
 * address without one), the client's IP and User-Agent, and how it ended. Kept 90 days.
 */
export const SignInAttemptSchema = defineEntity({
  name: 'SignInAttempt',
  tableName: 'sign_in_attempts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).nullable().deleteRule('cascade'),
    email: p.string().length(254),
    ip: p.string().length(64),
    userAgent: p.text(),
    outcome: p.enum(signInOutcome.values),
    at: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()')
      .index(),
  },
  indexes: [
    {
      // One person's history, newest first, paged by (at, id).
      name: 'sign_in_attempts_user_index',
      expression: 'create index "sign_in_attempts_user_index" on "sign_in_attempts" ("user_id", "at", "id")',
    },
  ],
});

export class SignInAttempt extends SignInAttemptSchema.class {}
SignInAttemptSchema.setClass(SignInAttempt);
