import {
  activityInputSchema,
  activitySubjectSchema,
  logCallSchema,
} from '../../../shared/schemas/activity.ts';
import { timelineSchema } from '../../../shared/schemas/task.ts';
import { staffProcedure, router } from '../../trpc.ts';
import { logCall } from './log-call.ts';
import { addActivity, listActivities } from './service.ts';
import { countTimeline, listTimeline } from './timeline.ts';

/** A record's activities, and the Timeline of all of them. People add calls, emails, meetings and notes (a call in one click with Log call); the server writes the rest. */
export const activitiesRouter = router({
  list: staffProcedure.input(activitySubjectSchema).query(({ ctx, input }) => listActivities(ctx, input)),
  timeline: staffProcedure.input(timelineSchema).query(({ ctx, input }) => listTimeline(ctx.em, input)),
  timelineCount: staffProcedure.input(timelineSchema).query(({ ctx, input }) => countTimeline(ctx.em, input)),
  create: staffProcedure.input(activityInputSchema).mutation(({ ctx, input }) => addActivity(ctx, input)),
  logCall: staffProcedure.input(logCallSchema).mutation(({ ctx, input }) => logCall(ctx, input)),
});
