import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed sign-ins in a row for one email address, whether or not an account has it (so the
 * answers never reveal which accounts exist). Each failure after the third lengthens the wait.
 */
export const SignInFailureSchema = defineEntity({
  name: 'SignInFailure',
  tableName: 'sign_in_failures',
  properties: {
    email: p.string().length(254).primary(),
    failures: p.integer().default(0),
    blockedUntil: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

export class SignInFailure extends SignInFailureSchema.class {}
SignInFailureSchema.setClass(SignInFailure);
