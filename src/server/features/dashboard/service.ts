import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { Lead } from '../../db/entities/lead.ts';
import { LeadTotal } from '../../db/entities/lead-total.ts';

/** lead_score above this counts as high-scoring on the dashboard. */
export const HIGH_SCORE_THRESHOLD = 75;
export const RECENT_LEADS = 5;

/**
 * The four cards' figures over the live leads, summed from lead_totals (rows that triggers append
 * with every change to leads and the cleanup job folds; entities/lead-total.ts), so they cost the
 * same at any number of leads. HIGH_SCORE_THRESHOLD is the threshold those triggers use.
 */
export async function dashboardStats(em: EntityManager) {
  const row = await em
    .createQueryBuilder(LeadTotal, 't')
    .select([
      raw('coalesce(sum(t.leads), 0)::int as total_leads'),
      raw(`coalesce(sum(t.leads) filter (where t.status = 'new'), 0)::int as new_leads`),
      raw(`coalesce(sum(t.leads) filter (where t.status = 'qualified'), 0)::int as qualified_leads`),
      raw('coalesce(sum(t.leads) filter (where t.high_score), 0)::int as high_score_leads'),
      raw(`coalesce(sum(t.leads) filter (where t.priority = 'urgent'), 0)::int as urgent_leads`),
      raw('coalesce(sum(t.pipeline_value), 0)::text as pipeline_value'),
    ])
    .execute<{
      total_leads: number;
      new_leads: number;
      qualified_leads: number;
      high_score_leads: number;
      urgent_leads: number;
      pipeline_value: string;
    }>('get', false);
  return {
    totalLeads: row.total_leads,
    newLeads: row.new_leads,
    qualifiedLeads: row.qualified_leads,
    highScoreLeads: row.high_score_leads,
    urgentLeads: row.urgent_leads,
    pipelineValue: Number(row.pipeline_value),
  };
}

/** The newest live leads, for the dashboard's Recent Leads. */
export async function recentLeads(em: EntityManager) {
  const leads = await em.find(
    Lead,
    {},
    {
      fields: ['id', 'title', 'status', 'priority', 'leadScore', 'createdAt'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
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
}
