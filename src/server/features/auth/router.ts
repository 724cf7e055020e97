import {
  confirmEmailSchema,
  signInSchema,
  signUpSchema,
  updateProfileSchema,
} from '../../../shared/schemas/auth.ts';
import { protectedProcedure, publicProcedure, router } from '../../trpc.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './passwords.ts';
import { deleteSession } from './sessions.ts';
import { assertSignUpAllowed, confirmEmail, loadMe, signIn, signUp, updateProfile } from './service.ts';

/** The server adds the common-password rule to the shared schema; the list stays on the server. */
const serverSignUpSchema = signUpSchema.refine((input) => !isCommonPassword(input.password), {
  path: ['password'],
  message: COMMON_PASSWORD_MESSAGE,
});

export const authRouter = router({
  me: publicProcedure.query(({ ctx }) => (ctx.auth ? loadMe(ctx.em, ctx.auth.user) : null)),

  signUp: publicProcedure.input(serverSignUpSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signUp');
    assertSignUpAllowed(ctx.config.signUpEmailDomains, input.email);
    await signUp(ctx, input);
    return { status: 'confirmation_sent' as const };
  }),

  confirmEmail: publicProcedure.input(confirmEmailSchema).mutation(async ({ ctx, input }) => {
    await confirmEmail(ctx.em, input.token);
    return { confirmed: true as const };
  }),

  signIn: publicProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signIn');
    const { session, me } = await signIn(ctx, input);
    ctx.cookie.set(session.token, session.expiresAt);
    return me;
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth) await deleteSession(ctx.em, ctx.auth.session.id);
    ctx.cookie.clear();
    return { signedOut: true as const };
  }),

  updateProfile: protectedProcedure
    .input(updateProfileSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.em, ctx.user, input)),
});
