import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * Settings › Data retention, one row (id 1; none until first saved, when the defaults of
 * src/shared/schemas/retention.ts apply): how many months each kind of record is kept.
 */
export const RetentionSettingsSchema = defineEntity({
  name: 'RetentionSettings',
  tableName: 'retention_settings',
  properties: {
    id: p.integer().primary().autoincrement(false),
    unconvertedLeadMonths: p.integer(),
    websiteEnquiryMonths: p.integer(),
    closedLostMonths: p.integer(),
    updatedBy: () => p.manyToOne(User).fieldName('updated_by').nullable().deleteRule('set null'),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
  checks: [
    { name: 'retention_settings_one_row', expression: 'id = 1' },
    {
      name: 'retention_settings_months',
      expression:
        '((unconverted_lead_months >= 1) AND (unconverted_lead_months <= 600)) AND ((website_enquiry_months >= 1) AND (website_enquiry_months <= 600)) AND ((closed_lost_months >= 1) AND (closed_lost_months <= 600))',
    },
  ],
});

export class RetentionSettings extends RetentionSettingsSchema.class {}
RetentionSettingsSchema.setClass(RetentionSettings);
