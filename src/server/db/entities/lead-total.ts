import { defineEntity, p } from '@mikro-orm/core';
import { leadStatus, priority } from '../../../shared/enums.ts';

/**
 * The dashboard's lead counts and pipeline value, kept by triggers on `leads` in the same
 * transaction as every insert, update and delete (migrations `search_text`, `lead_totals_append`):
 * each statement appends one row per status, priority and high score (lead_score above the
 * dashboard's threshold) with what it added minus what it took away, so writers never wait on one
 * another here. The live leads' figures are the sums of all rows; the cleanup job folds each key's
 * rows into one (features/dashboard/fold-totals.ts). Only the database writes here.
 */
export const LeadTotalSchema = defineEntity({
  name: 'LeadTotal',
  tableName: 'lead_totals',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    status: p.enum(leadStatus.values),
    priority: p.enum(priority.values),
    highScore: p.boolean(),
    leads: p.integer().default(0),
    pipelineValue: p.decimal('number').precision(17).scale(2).default(0),
  },
});

export class LeadTotal extends LeadTotalSchema.class {}
LeadTotalSchema.setClass(LeadTotal);
