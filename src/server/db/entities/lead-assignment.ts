import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.ts';
import { User } from './user.ts';

/** Who a lead was given to, by whom and when (the history behind leads.assigned_to). */
export const LeadAssignmentSchema = defineEntity({
  name: 'LeadAssignment',
  tableName: 'lead_assignments',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: () => p.manyToOne(Lead).deleteRule('cascade').index(),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    assignedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p
      .datetime()
      .onCreate(() => new Date())
      .defaultRaw('now()'),
  },
});

export class LeadAssignment extends LeadAssignmentSchema.class {}
LeadAssignmentSchema.setClass(LeadAssignment);
