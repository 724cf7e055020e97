import { protectedProcedure, router } from '../../trpc.ts';
import { pipelineStats } from './pipeline.ts';
import { dashboardStats, recentLeads } from './service.ts';

export const dashboardRouter = router({
  stats: protectedProcedure.query(({ ctx }) => dashboardStats(ctx.em)),
  pipeline: protectedProcedure.query(({ ctx }) => pipelineStats(ctx.em)),
  recentLeads: protectedProcedure.query(({ ctx }) => recentLeads(ctx.em)),
});
