import {
  acceptInvitationSchema,
  confirmEmailSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from '../../../shared/schemas/auth.ts';
import { publicProcedure, router, signedInProcedure } from '../../trpc.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords.ts';
import { deleteSession } from './sessions.ts';
import { unverifiedSessionNeed } from './two-factor-gate.ts';
import { acceptInvitation, confirmEmail, signIn, signUp, toMe, updateProfile } from './service.ts';

/** The server adds the common-password rule to the shared schemas; the list stays on the server. */
const notCommon = { path: ['password'], message: COMMON_PASSWORD_MESSAGE };
const serverSignUpSchema = signUpSchema.refine((input) => !isCommonPassword(input.password), notCommon);
const serverInvitationSchema = acceptInvitationSchema.refine(
  (input) => !isCommonPassword(input.password),
  notCommon,
);

export const authRouter = router({
  /** The signed-in person, with their role and standing, or null. */
  me: publicProcedure.query(({ ctx }) =>
    ctx.auth
      ? { ...toMe(ctx.config, ctx.auth.user, ctx.auth.profile), secondFactor: ctx.auth.secondFactor }
      : null,
  ),

  signUp: publicProcedure.input(serverSignUpSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signUp');
    await signUp(ctx, input);
    return { status: 'confirmation_sent' as const };
  }),

  confirmEmail: publicProcedure
    .input(confirmEmailSchema)
    .mutation(({ ctx, input }) => confirmEmail(ctx, input.token)),

  acceptInvitation: publicProcedure.input(serverInvitationSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signUp');
    await acceptInvitation(ctx, input);
    return { accepted: true as const };
  }),

  /** A new session for each sign-in; the one whose cookie came with it ends (no session outlives a sign-in on its browser). */
  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signIn');
    const { session, me } = await signIn(ctx, input, ctx.ip, ctx.userAgent);
    if (ctx.auth) await deleteSession(ctx.em, ctx.auth.session.id);
    ctx.cookie.set(session.token, session.expiresAt);
    return { ...me, secondFactor: await unverifiedSessionNeed(ctx.em, me.id) };
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth) await deleteSession(ctx.em, ctx.auth.session.id);
    ctx.cookie.clear();
    return { signedOut: true as const };
  }),

  updateProfile: signedInProcedure.input(updateProfileSchema).mutation(async ({ ctx, input }) => ({
    ...(await updateProfile(ctx, ctx.user, ctx.profile, input)),
    secondFactor: null,
  })),
});
