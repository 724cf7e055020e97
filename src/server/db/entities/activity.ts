import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { activityType } from '../../../shared/enums.ts';
import { Lead } from './lead.ts';
import { Opportunity } from './opportunity.ts';
import { User } from './user.ts';

/** Something that happened on a lead or an opportunity: a call, an email, a note, or an automatic record. */
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
    type: p.enum(activityType.values),
    title: p.string().length(200),
    description: p.text().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
  indexes: [{ properties: ['lead', 'createdAt'] }, { properties: ['opportunity', 'createdAt'] }],
  checks: [{ name: 'activities_one_subject', expression: 'num_nonnulls(lead_id, opportunity_id) = 1' }],
});

export class Activity extends ActivitySchema.class {}
ActivitySchema.setClass(Activity);
