import { defineEntity, p } from '@mikro-orm/core';
import { enquiryRoutingMode } from '../../../shared/enums.ts';
import { User } from './user.ts';

/**
 * Settings › Enquiries, one row (id 1): who gets a website enquiry or an accepted proposal, and
 * the round robin's place. Routing locks this row (select … for update) in the lead's
 * transaction, so enquiries arriving at several instances at once take their turns in order.
 */
export const EnquiryRoutingSchema = defineEntity({
  name: 'EnquiryRouting',
  tableName: 'enquiry_routing',
  properties: {
    id: p.integer().primary().autoincrement(false),
    mode: p.enum(enquiryRoutingMode.values).default('unassigned'),
    defaultOwner: () => p.manyToOne(User).nullable().deleteRule('set null'),
    /** The round robin's staff (user ids) in the order they take turns. */
    roundRobinIds: p.array().default([]),
    /** Who had the last enquiry of the round robin; the next active one after them is next. */
    lastAssigned: () => p.manyToOne(User).nullable().deleteRule('set null'),
    sharedInbox: p.string().length(254).nullable(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [{ name: 'enquiry_routing_one_row', expression: 'id = 1' }],
});

export class EnquiryRouting extends EnquiryRoutingSchema.class {}
EnquiryRoutingSchema.setClass(EnquiryRouting);
