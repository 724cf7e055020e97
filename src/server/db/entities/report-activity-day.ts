import { defineEntity, p } from '@mikro-orm/core';

/**
 * The activity report's counts: calls, meetings and emails a person logged, and tasks assigned to
 * them that were completed, by day (Sydney time). Kept by statement triggers on `activities` and
 * `tasks` in every writing transaction (migration `report_summaries`), into one slot of 16 picked
 * at random; a report sums a range of days over the slots. Only the database writes here.
 */
export const ReportActivityDaySchema = defineEntity({
  name: 'ReportActivityDay',
  tableName: 'report_activity_days',
  properties: {
    slot: p.smallint().primary(),
    day: p.date().primary(),
    personId: p.uuid().primary(),
    calls: p.integer().default(0),
    meetings: p.integer().default(0),
    emails: p.integer().default(0),
    tasksDone: p.integer().default(0),
  },
  indexes: [{ name: 'report_activity_days_day_index', properties: ['day'] }],
});

export class ReportActivityDay extends ReportActivityDaySchema.class {}
ReportActivityDaySchema.setClass(ReportActivityDay);
