import { defineEntity, p } from '@mikro-orm/core';
import { leadSource } from '../../../shared/enums.ts';

/**
 * The conversion report's counts: live leads by the day they were created (Sydney time), source
 * and owner, with how many were converted and won (`leads.outcome`). Each statement on `leads`
 * appends what it changed (migration `report_summaries`); a report sums a range of days; the
 * cleanup job folds each key's rows into one (features/reports/summaries.ts). Only the database
 * writes here.
 */
export const ReportLeadDaySchema = defineEntity({
  name: 'ReportLeadDay',
  tableName: 'report_lead_days',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    day: p.date(),
    source: p.enum(leadSource.values),
    ownerId: p.uuid().nullable(),
    leads: p.integer().default(0),
    converted: p.integer().default(0),
    won: p.integer().default(0),
  },
  indexes: [{ name: 'report_lead_days_day_index', properties: ['day'] }],
});

export class ReportLeadDay extends ReportLeadDaySchema.class {}
ReportLeadDaySchema.setClass(ReportLeadDay);
