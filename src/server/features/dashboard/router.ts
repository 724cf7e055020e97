import { staffProcedure, router } from '../../trpc.ts';
import { myDay } from './my-day.ts';
import { pipelineStats } from './pipeline.ts';
import { dashboardStats, recentLeads } from './service.ts';

export const dashboardRouter = router({
  stats: staffProcedure.query(({ ctx }) => dashboardStats(ctx.em)),
  pipeline: staffProcedure.query(({ ctx }) => pipelineStats(ctx.em)),
  recentLeads: staffProcedure.query(({ ctx }) => recentLeads(ctx.em)),
  myDay: staffProcedure.query(({ ctx }) => myDay(ctx)),
});
