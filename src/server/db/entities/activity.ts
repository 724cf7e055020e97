import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { activityType } from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { Email } from './email.ts';
import { Lead } from './lead.ts';
import { Opportunity } from './opportunity.ts';
import { searchText } from './search-index.ts';
import { statementTriggers, trigger } from './triggers.ts';
import { User } from './user.ts';

/**
 * Something that happened on a lead, an opportunity, an account or a contact: a call, an email,
 * a note, or an automatic record (a completed task, a stage change).
 */
export const ActivitySchema = defineEntity({
  name: 'Activity',
  tableName: 'activities',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: () => p.manyToOne(Lead).nullable().deleteRule('cascade'),
    opportunity: () => p.manyToOne(Opportunity).nullable().deleteRule('cascade'),
    account: () => p.manyToOne(Account).nullable().deleteRule('cascade'),
    contact: () => p.manyToOne(Contact).nullable().deleteRule('cascade'),
    /** The message an email activity logs (one activity per record the message concerns). */
    email: () => p.manyToOne(Email).nullable().deleteRule('cascade').index(),
    type: p.enum(activityType.values),
    title: p.string().length(200),
    description: p.text().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
    /** Title and description (migration `tasks`), for the Timeline's search. */
    ...searchText(),
  },
  indexes: [
    { properties: ['lead', 'createdAt'] },
    { properties: ['opportunity', 'createdAt'] },
    { properties: ['account', 'createdAt'] },
    { properties: ['contact', 'createdAt'] },
    // The Timeline: newest first, of everyone or of one person (keyset on created_at, id).
    {
      name: 'activities_created_at_sort_index',
      expression: 'create index "activities_created_at_sort_index" on "activities" ("created_at", "id")',
    },
    {
      name: 'activities_created_by_sort_index',
      expression:
        'create index "activities_created_by_sort_index" on "activities" ("created_by", "created_at", "id")',
    },
    {
      // The activity report: what people logged between two days, by person and type (index only).
      name: 'activities_report_index',
      expression:
        'create index "activities_report_index" on "activities" ("created_at") include ("created_by", "type") where "created_by" is not null and "type" in (\'call\', \'email\', \'meeting\')',
    },
    {
      name: 'activities_search_text_trgm_index',
      expression:
        'create index "activities_search_text_trgm_index" on "activities" using gin ("search_text" gin_trgm_ops)',
    },
  ],
  // Keep leads.first_response_at (migration `report_indexes`) in the writing transaction.
  triggers: [
    ...statementTriggers('lead_first_response', 'activities'),
    // The activity report's counts by day (migration `report_summaries`).
    ...statementTriggers('report_activity_days', 'activities'),
    trigger(
      'activities_search_text',
      'before',
      ['insert', 'update'],
      'create trigger activities_search_text before insert or update of title, description on activities for each row execute function activities_search_text()',
    ),
  ],
  checks: [
    {
      name: 'activities_one_subject',
      expression: 'num_nonnulls(lead_id, opportunity_id, account_id, contact_id) = 1',
    },
  ],
});

export class Activity extends ActivitySchema.class {}
ActivitySchema.setClass(Activity);
