import { z } from 'zod';
import { activityInputSchema } from '../../../shared/schemas/lead.ts';
import { LeadActivity } from '../../db/entities/lead-activity.ts';
import { protectedProcedure, router } from '../../trpc.ts';
import { findLiveLead } from '../leads/service.ts';

function toActivity(activity: LeadActivity) {
  return {
    id: activity.id,
    type: activity.type,
    title: activity.title,
    description: activity.description ?? null,
    createdAt: activity.createdAt,
  };
}

/** A lead's activities. People add calls, emails, meetings and notes; the server writes the rest. */
export const activitiesRouter = router({
  byLead: protectedProcedure.input(z.object({ leadId: z.uuid() })).query(async ({ ctx, input }) => {
    const lead = await findLiveLead(ctx.em, input.leadId);
    const activities = await ctx.em.find(
      LeadActivity,
      { lead },
      { orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    return activities.map(toActivity);
  }),

  create: protectedProcedure.input(activityInputSchema).mutation(async ({ ctx, input }) => {
    const lead = await findLiveLead(ctx.em, input.leadId);
    const activity = ctx.em.create(LeadActivity, {
      lead,
      type: input.type,
      title: input.title,
      description: input.description,
      createdBy: ctx.user,
    });
    await ctx.em.flush();
    return toActivity(activity);
  }),
});
