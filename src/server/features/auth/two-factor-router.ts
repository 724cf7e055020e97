import { recoveryCodeSchema, totpCodeSchema } from '../../../shared/schemas/security.ts';
import { router, sessionProcedure, signedInProcedure } from '../../trpc.ts';
import {
  confirmSetup,
  disableTwoFactor,
  renewRecoveryCodes,
  startSetup,
  twoFactorStatus,
  verifyCode,
  verifyRecoveryCode,
} from './two-factor.ts';

/**
 * Two-factor authentication (TOTP). Giving a code at sign-in and setting up (when the team
 * requires it) must work before the session passes the gate, so they take any session; the
 * rest take a session that has passed it.
 */
export const twoFactorRouter = router({
  status: sessionProcedure.query(({ ctx }) => twoFactorStatus(ctx.em, ctx.user.id)),
  startSetup: sessionProcedure.mutation(({ ctx }) => startSetup(ctx.em, ctx.user)),
  confirmSetup: sessionProcedure.input(totpCodeSchema).mutation(async ({ ctx, input }) => ({
    recoveryCodes: await confirmSetup(ctx.em, ctx.user, ctx.session, input.code),
  })),
  verify: sessionProcedure.input(totpCodeSchema).mutation(async ({ ctx, input }) => {
    await verifyCode(ctx.em, ctx.user.id, ctx.session, input.code);
    return { verified: true as const };
  }),
  useRecoveryCode: sessionProcedure
    .input(recoveryCodeSchema)
    .mutation(({ ctx, input }) => verifyRecoveryCode(ctx.em, ctx.user.id, ctx.session, input.code)),
  renewRecoveryCodes: signedInProcedure.input(totpCodeSchema).mutation(async ({ ctx, input }) => ({
    recoveryCodes: await renewRecoveryCodes(ctx.em, ctx.user.id, input.code),
  })),
  disable: signedInProcedure.input(totpCodeSchema).mutation(async ({ ctx, input }) => {
    await disableTwoFactor(ctx.em, ctx.user.id, input.code);
    return { disabled: true as const };
  }),
});
