import {
  leadIdSchema,
  leadInputSchema,
  leadListSchema,
  leadUpdateSchema,
  scheduleFollowUpSchema,
} from '../../../shared/schemas/lead.ts';
import { protectedProcedure, router } from '../../trpc.ts';
import {
  createLead,
  deleteLead,
  getLead,
  listAssignableStaff,
  listLeads,
  restoreLead,
  scheduleFollowUp,
  updateLead,
} from './service.ts';

export const leadsRouter = router({
  list: protectedProcedure.input(leadListSchema).query(({ ctx, input }) => listLeads(ctx.em, input)),
  byId: protectedProcedure.input(leadIdSchema).query(({ ctx, input }) => getLead(ctx.em, input.id)),
  create: protectedProcedure
    .input(leadInputSchema)
    .mutation(({ ctx, input }) => createLead(ctx.em, ctx.user, input)),
  update: protectedProcedure
    .input(leadUpdateSchema)
    .mutation(({ ctx, input: { id, ...lead } }) => updateLead(ctx.em, ctx.user, id, lead)),
  scheduleFollowUp: protectedProcedure
    .input(scheduleFollowUpSchema)
    .mutation(({ ctx, input }) => scheduleFollowUp(ctx.em, ctx.user, input.id, input.followUpDate)),
  delete: protectedProcedure.input(leadIdSchema).mutation(({ ctx, input }) => deleteLead(ctx.em, input.id)),
  restore: protectedProcedure.input(leadIdSchema).mutation(({ ctx, input }) => restoreLead(ctx.em, input.id)),
  assignableStaff: protectedProcedure.query(({ ctx }) => listAssignableStaff(ctx.em)),
});
