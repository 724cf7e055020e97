import { Lead } from '../../db/entities/lead.ts';
import { protectedProcedure, router } from '../../trpc.ts';

/** lead_score above this counts as high-scoring on the dashboard. */
export const HIGH_SCORE_THRESHOLD = 75;
export const RECENT_LEADS = 5;

export const dashboardRouter = router({
  /** The four cards' figures, aggregated in SQL over the live leads. */
  stats: protectedProcedure.query(async ({ ctx }) => {
    const [row] = await ctx.em.execute<
      {
        total_leads: number;
        new_leads: number;
        qualified_leads: number;
        high_score_leads: number;
        urgent_leads: number;
        pipeline_value: string;
      }[]
    >(
      `select count(*)::int as total_leads,
              count(*) filter (where status = 'new')::int as new_leads,
              count(*) filter (where status = 'qualified')::int as qualified_leads,
              count(*) filter (where lead_score > ?)::int as high_score_leads,
              count(*) filter (where priority = 'urgent')::int as urgent_leads,
              coalesce(sum(estimated_value), 0)::text as pipeline_value
         from leads
        where deleted_at is null`,
      [HIGH_SCORE_THRESHOLD],
    );
    return {
      totalLeads: row?.total_leads ?? 0,
      newLeads: row?.new_leads ?? 0,
      qualifiedLeads: row?.qualified_leads ?? 0,
      highScoreLeads: row?.high_score_leads ?? 0,
      urgentLeads: row?.urgent_leads ?? 0,
      pipelineValue: Number(row?.pipeline_value ?? 0),
    };
  }),

  recentLeads: protectedProcedure.query(async ({ ctx }) => {
    const leads = await ctx.em.find(
      Lead,
      { deletedAt: null },
      {
        fields: ['id', 'title', 'status', 'priority', 'leadScore', 'createdAt'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: RECENT_LEADS,
      },
    );
    return leads.map((lead) => ({
      id: lead.id,
      title: lead.title,
      status: lead.status,
      priority: lead.priority,
      leadScore: lead.leadScore ?? null,
      createdAt: lead.createdAt,
    }));
  }),
});
