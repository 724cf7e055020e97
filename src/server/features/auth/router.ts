import {
  acceptInvitationSchema,
  changePasswordSchema,
  confirmEmailSchema,
  loginHistorySchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from '../../../shared/schemas/auth.ts';
import { publicProcedure, router, signedInProcedure } from '../../trpc.ts';
import { listLoginHistory } from './login-history.ts';
import { changePassword } from './password-change.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import { assertStrongPassword } from './password-rules.ts';
import { deleteSession } from './sessions.ts';
import { unverifiedSessionNeed } from './two-factor-gate.ts';
import { acceptInvitation, confirmEmail, signIn, signUp, toMe, updateProfile } from './service.ts';
import { resendConfirmation } from './unconfirmed-sign-up.ts';

export const authRouter = router({
  /** The signed-in person, with their role and standing, or null. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.auth
      ? { ...toMe(ctx.config, ctx.auth.user, ctx.auth.profile), secondFactor: ctx.auth.secondFactor }
      : null,
  ),

  signUp: publicProcedure.input(signUpSchema).mutation(async ({ ctx, input }) => {
    await assertStrongPassword(input.password, 'password', [input.email, input.firstName, input.lastName]);
    await ctx.rateLimit('signUp');
    await signUp(ctx, input);
    return { status: 'confirmation_sent' as const };
  }),

  confirmEmail: publicProcedure
    .input(confirmEmailSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input.token)),

  /** 'Send the link again' after 'Email not confirmed': needs the sign-up's password. */
  resendConfirmation: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signUp');
    await resendConfirmation(ctx, input);
    return { sent: true as const };
  }),

  acceptInvitation: publicProcedure.input(acceptInvitationSchema).mutation(async ({ ctx, input }) => {
    await assertStrongPassword(input.password, 'password', [input.firstName, input.lastName]);
    await ctx.rateLimit('signUp');
    await acceptInvitation(ctx, input);
    return { accepted: true as const };
  }),

  /** A new session for each sign-in; the one whose cookie came with it ends (no session outlives a sign-in on its browser). */
  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const { session, me } = await signIn(ctx, input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      rateLimit: () => ctx.rateLimit('signIn'),
    });
    if (ctx.auth) await deleteSession(ctx.em, ctx.auth.session.id);
    ctx.cookie.set(session.token, session.expiresAt);
    return { ...me, secondFactor: await unverifiedSessionNeed(ctx.em, me.id) };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth) await deleteSession(ctx.em, ctx.auth.session.id);
    ctx.cookie.clear();
    return { signedOut: true as const };
  }),

  /** 'Forgot password?': the same answer whether or not the address has an account. */
  requestPasswordReset: publicProcedure.input(requestPasswordResetSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('passwordReset');
    await requestPasswordReset(ctx, input.email);
    return { sent: true as const };
  }),

  /**
   * The 'Set a new password' page: every session of the person ends, this browser's too. No per-IP
   * limit: an unknown token costs one indexed lookup, and the password is hashed only for a real link.
   */
  resetPassword: publicProcedure.input(resetPasswordSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input.token, input.password);
    ctx.cookie.clear();
    return { reset: true as const };
  }),

  changePassword: signedInProcedure.input(changePasswordSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signIn');
    return changePassword(ctx, { user: ctx.user, profile: ctx.profile, sessionId: ctx.session.id }, input);
  }),

  /** My sign-in attempts of the last 90 days. */
  loginHistory: signedInProcedure
    .input(loginHistorySchema)
    .query(({ ctx, input }) => listLoginHistory(ctx.em, ctx.user.id, input.after)),

  updateProfile: signedInProcedure.input(updateProfileSchema).mutation(async ({ ctx, input }) => ({
    ...(await updateProfile(ctx, ctx.user, ctx.profile, input)),
    secondFactor: null,
  })),
});
