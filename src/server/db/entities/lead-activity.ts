import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { activityType } from '../../../shared/enums.ts';
import { Lead } from './lead.ts';
import { User } from './user.ts';

/** Something that happened on a lead: a call, an email, a note, or an automatic record. */
export const LeadActivitySchema = defineEntity({
  name: 'LeadActivity',
  tableName: 'lead_activities',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: () => p.manyToOne(Lead).deleteRule('cascade'),
    type: p.enum(activityType.values),
    title: p.string().length(200),
    description: p.text().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
  indexes: [{ properties: ['lead', 'createdAt'] }],
});

export class LeadActivity extends LeadActivitySchema.class {}
LeadActivitySchema.setClass(LeadActivity);
