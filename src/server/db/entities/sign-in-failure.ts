import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed sign-ins in a row for one email address from one client IP, whether or not an
 * account has the address (so the answers never reveal which accounts exist). Each failure
 * after the third lengthens the wait for that address from that IP only, so a stranger's
 * failures never lock the owner out of their own network.
 */
export const SignInFailureSchema = defineEntity({
  name: 'SignInFailure',
  tableName: 'sign_in_failures',
  properties: {
    email: p.string().length(254).primary(),
    ip: p.string().length(64).primary(),
    failures: p.integer().default(0),
    blockedUntil: p.datetime().nullable(),
    updatedAt: p.datetime().defaultRaw('now()').index(),
  },
});

export class SignInFailure extends SignInFailureSchema.class {}
SignInFailureSchema.setClass(SignInFailure);
