import { sessionSchema } from '../../../shared/schemas/security.ts';
import { router, signedInProcedure } from '../../trpc.ts';
import { endOtherSessions, endSession, listSessions } from './session-list.ts';

/** Settings › Security: where I am signed in, and ending those sessions. */
export const sessionsRouter = router({
  list: signedInProcedure.query(({ ctx }) => listSessions(ctx.em, ctx.user.id, ctx.session.id)),
  signOut: signedInProcedure.input(sessionSchema).mutation(async ({ ctx, input }) => {
    await endSession(ctx.em, ctx.user.id, ctx.session.id, input.id);
    return { signedOut: true as const };
  }),
  signOutOthers: signedInProcedure.mutation(async ({ ctx }) => ({
    signedOut: await endOtherSessions(ctx.em, ctx.user.id, ctx.session.id),
  })),
});
