import {
  addPasskeySchema,
  passkeySchema,
  passkeySignInSchema,
  renamePasskeySchema,
} from '../../../shared/schemas/security.ts';
import { Profile } from '../../db/entities/profile.ts';
import { AppError } from '../../errors.ts';
import { publicProcedure, router, signedInProcedure } from '../../trpc.ts';
import { fullNameOf } from './full-name.ts';
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
  signInOptions,
  verifyPasskeySignIn,
} from './passkeys.ts';
import { ACCOUNT_DEACTIVATED, toMe } from './service.ts';
import { createSession, deleteSession } from './sessions.ts';

/** Passkeys (WebAuthn): adding, naming and removing them in Settings › Security, and signing in with one. */
export const passkeysRouter = router({
  list: signedInProcedure.query(({ ctx }) => listPasskeys(ctx.em, ctx.user.id)),
  registrationOptions: signedInProcedure.mutation(({ ctx }) =>
    registrationOptions(ctx.em, ctx.config, ctx.user, fullNameOf(ctx.profile, ctx.user)),
  ),
  add: signedInProcedure
    .input(addPasskeySchema)
    .mutation(({ ctx, input }) => addPasskey(ctx.em, ctx.config, ctx.user, input.name, input.credential)),
  rename: signedInProcedure.input(renamePasskeySchema).mutation(async ({ ctx, input }) => {
    await renamePasskey(ctx.em, ctx.user.id, input.id, input.name);
    return { renamed: true as const };
  }),
  remove: signedInProcedure.input(passkeySchema).mutation(async ({ ctx, input }) => {
    await removePasskey(ctx.em, ctx.user.id, input.id);
    return { removed: true as const };
  }),

  signInOptions: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.rateLimit('signIn');
    return signInOptions(ctx.em, ctx.config);
  }),
  /** A passkey stands for both factors: the new session has passed the second factor. */
  signIn: publicProcedure.input(passkeySignInSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('signIn');
    const user = await verifyPasskeySignIn(ctx.em, ctx.config, input.credential);
    const profile = await ctx.em.findOneOrFail(Profile, { user: user.id });
    if (profile.status === 'deactivated') throw new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED);
    profile.lastSignInAt = new Date();
    const session = await createSession(ctx.em, user, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      twoFactorVerified: true,
    });
    if (ctx.auth) await deleteSession(ctx.em, ctx.auth.session.id);
    ctx.cookie.set(session.token, session.expiresAt);
    return { ...toMe(ctx.config, user, profile), secondFactor: null };
  }),
});
