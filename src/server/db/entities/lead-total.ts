import { defineEntity, p } from '@mikro-orm/core';
import { leadStatus, priority } from '../../../shared/enums.ts';

/**
 * The dashboard's lead counts and pipeline value, kept by triggers on `leads` in the same
 * transaction as every insert, update and delete (migration `search_text`): one row per
 * status, priority and high score (lead_score above the dashboard's threshold), split into
 * slots that writers pick at random, so concurrent writes rarely wait for the same row.
 * The live leads' figures are the sums over the slots. Only the database writes here.
 */
export const LeadTotalSchema = defineEntity({
  name: 'LeadTotal',
  tableName: 'lead_totals',
  properties: {
    slot: p.smallint().primary(),
    status: p.enum(leadStatus.values).primary(),
    priority: p.enum(priority.values).primary(),
    highScore: p.boolean().primary(),
    leads: p.integer().default(0),
    pipelineValue: p.decimal('number').precision(17).scale(2).default(0),
  },
});

export class LeadTotal extends LeadTotalSchema.class {}
LeadTotalSchema.setClass(LeadTotal);
