import { z } from 'zod';
import { changeRoleSchema, inviteSchema, teamMemberSchema } from '../../../shared/schemas/auth.ts';
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
});
