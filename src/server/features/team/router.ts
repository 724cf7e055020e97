import { z } from 'zod';
import { requireTwoFactorSchema } from '../../../shared/schemas/security.ts';
import {
  changeRoleSchema,
  inviteSchema,
  memberLoginHistorySchema,
  teamMemberSchema,
} from '../../../shared/schemas/auth.ts';
import { adminProcedure, managerProcedure, router } from '../../trpc.ts';
import {
  approveMember,
  changeMemberRole,
  deactivateMember,
  invite,
  listInvitations,
  listTeam,
  withdrawInvitation,
} from './service.ts';
import { requireTwoFactor, resetMemberTwoFactor, teamSecurity } from './two-factor.ts';
import { memberLoginHistory, sendResetLink } from './member-security.ts';

/**
 * The Team page: managers see the list; admins approve, deactivate, change roles, invite, send
 * reset links and read a person's login history.
 */
export const teamRouter = router({
  list: managerProcedure.query(({ ctx }) => listTeam(ctx.em)),
  invitations: adminProcedure.query(({ ctx }) => listInvitations(ctx.em)),
  approve: adminProcedure
    .input(teamMemberSchema)
    .mutation(({ ctx, input }) => approveMember(ctx, input.userId)),
  deactivate: adminProcedure
    .input(teamMemberSchema)
    .mutation(({ ctx, input }) => deactivateMember(ctx, input.userId)),
  changeRole: adminProcedure
    .input(changeRoleSchema)
    .mutation(({ ctx, input }) => changeMemberRole(ctx, input.userId, input.role)),
  invite: adminProcedure.input(inviteSchema).mutation(({ ctx, input }) => invite(ctx, input)),
  withdrawInvitation: adminProcedure
    .input(z.object({ id: z.uuid({ error: 'Invalid invitation id' }) }))
    .mutation(({ ctx, input }) => withdrawInvitation(ctx.em, input.id)),
  security: adminProcedure.query(({ ctx }) => teamSecurity(ctx.em)),
  requireTwoFactor: adminProcedure
    .input(requireTwoFactorSchema)
    .mutation(({ ctx, input }) => requireTwoFactor(ctx.em, ctx.session, input.required)),
  resetTwoFactor: adminProcedure.input(teamMemberSchema).mutation(async ({ ctx, input }) => {
    await resetMemberTwoFactor(ctx.em, ctx.user.id, input.userId);
    return { reset: true as const };
  }),
  sendPasswordReset: adminProcedure
    .input(teamMemberSchema)
    .mutation(({ ctx, input }) => sendResetLink(ctx, input.userId)),
  loginHistory: adminProcedure
    .input(memberLoginHistorySchema)
    .query(({ ctx, input }) => memberLoginHistory(ctx.em, input.userId, input.after)),
});
