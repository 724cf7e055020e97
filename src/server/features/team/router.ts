import { z } from 'zod';
import { changeRoleSchema, inviteSchema, teamMemberSchema } from '../../../shared/schemas/auth.ts';
import { requireTwoFactorSchema } from '../../../shared/schemas/security.ts';
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

/** The Team page: managers see the list; admins approve, deactivate, change roles and invite. */
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
});
