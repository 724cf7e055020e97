import { activitiesOfLeadSchema, activityInputSchema } from '../../../shared/schemas/activity.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { addActivity, listActivities } from './service.ts';

/** A lead's activities. People add calls, emails, meetings and notes; the server writes the rest. */
export const activitiesRouter = router({
  byLead: staffProcedure
    .input(activitiesOfLeadSchema)
    .query(({ ctx, input }) => listActivities(ctx, input.leadId)),
  create: staffProcedure.input(activityInputSchema).mutation(({ ctx, input }) => addActivity(ctx, input)),
});
