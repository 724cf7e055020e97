import { defineEntity, p } from '@mikro-orm/core';
import { leadSource } from '../../../shared/enums.ts';

/**
 * The conversion report's counts: live leads by the day they were created (Sydney time), source
 * and owner, with how many were converted and won (`leads.outcome`). Kept like `lead_totals` by
 * statement triggers on `leads` in every writing transaction (migration `report_summaries`), into
 * one slot of 16 picked at random; a report sums a range of days over the slots. Only the
 * database writes here.
 */
export const ReportLeadDaySchema = defineEntity({
  name: 'ReportLeadDay',
  tableName: 'report_lead_days',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    slot: p.smallint(),
    day: p.date(),
    source: p.enum(leadSource.values),
    ownerId: p.uuid().nullable(),
    leads: p.integer().default(0),
    converted: p.integer().default(0),
    won: p.integer().default(0),
  },
  indexes: [{ name: 'report_lead_days_day_index', properties: ['day'] }],
  uniques: [
    {
      // The triggers' `on conflict` target: an unassigned lead's row too.
      name: 'report_lead_days_key',
      expression:
        'create unique index "report_lead_days_key" on "report_lead_days" ("slot", "day", "source", "owner_id") nulls not distinct',
    },
  ],
});

export class ReportLeadDay extends ReportLeadDaySchema.class {}
ReportLeadDaySchema.setClass(ReportLeadDay);
