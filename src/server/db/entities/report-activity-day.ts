import { defineEntity, p } from '@mikro-orm/core';

/**
 * The activity report's counts: calls, meetings and emails a person logged, and tasks assigned to
 * them that were completed, by day (Sydney time). Each statement on `activities` and `tasks`
 * appends what it changed (migration `report_summaries`); a report sums a range of days; the
 * cleanup job folds each key's rows into one (features/reports/summaries.ts). Only the database
 * writes here.
 */
export const ReportActivityDaySchema = defineEntity({
  name: 'ReportActivityDay',
  tableName: 'report_activity_days',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    day: p.date(),
    personId: p.uuid(),
    calls: p.integer().default(0),
    meetings: p.integer().default(0),
    emails: p.integer().default(0),
    tasksDone: p.integer().default(0),
  },
  indexes: [{ name: 'report_activity_days_day_index', properties: ['day'] }],
});

export class ReportActivityDay extends ReportActivityDaySchema.class {}
ReportActivityDaySchema.setClass(ReportActivityDay);
