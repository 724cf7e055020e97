import { activityInputSchema, activitySubjectSchema } from '../../../shared/schemas/activity.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { addActivity, listActivities } from './service.ts';

/** A lead's or an opportunity's activities. People add calls, emails, meetings and notes; the server writes the rest. */
export const activitiesRouter = router({
  list: staffProcedure.input(activitySubjectSchema).query(({ ctx, input }) => listActivities(ctx, input)),
  create: staffProcedure.input(activityInputSchema).mutation(({ ctx, input }) => addActivity(ctx, input)),
});
