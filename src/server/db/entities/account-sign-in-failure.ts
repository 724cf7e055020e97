import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed sign-ins for one email address from any IP (whether or not an account has it, so the
 * answers never tell), the per-account cap: after the fifth failure in 15 minutes the address
 * is refused for a growing wait, however many addresses the guesses come from.
 */
export const AccountSignInFailureSchema = defineEntity({
  name: 'AccountSignInFailure',
  tableName: 'account_sign_in_failures',
  properties: {
    email: p.string().length(254).primary(),
    failures: p.integer().default(0),
    lastFailureAt: p.datetime().defaultRaw('now()').index(),
    blockedUntil: p.datetime().nullable(),
  },
});

export class AccountSignInFailure extends AccountSignInFailureSchema.class {}
AccountSignInFailureSchema.setClass(AccountSignInFailure);
