import type { EntityManager } from '@mikro-orm/postgresql';
import { raw } from '@mikro-orm/core';
import { Lead } from '../../db/entities/lead.ts';

/** lead_score above this counts as high-scoring on the dashboard. */
export const HIGH_SCORE_THRESHOLD = 75;
export const RECENT_LEADS = 5;

/** The four cards' figures, aggregated in SQL over the live leads (the soft-delete filter applies). */
export async function dashboardStats(em: EntityManager) {
  const qb = em
    .createQueryBuilder(Lead, 'l')
    .select([
      raw('count(*)::int as total_leads'),
      raw(`count(*) filter (where l.status = 'new')::int as new_leads`),
      raw(`count(*) filter (where l.status = 'qualified')::int as qualified_leads`),
      raw('count(*) filter (where l.lead_score > ?)::int as high_score_leads', [HIGH_SCORE_THRESHOLD]),
      raw(`count(*) filter (where l.priority = 'urgent')::int as urgent_leads`),
      raw('coalesce(sum(l.estimated_value), 0)::text as pipeline_value'),
    ]);
  await qb.applyFilters();
  const row = await qb.execute<{
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
