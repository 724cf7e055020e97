import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import {
  enquiryType,
  leadOutcome,
  leadSource,
  leadStatus,
  priority,
  providerType,
  supportPackage,
} from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { mergedInto, softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { followedBy, statementTriggers, trigger } from './triggers.ts';
import { User } from './user.ts';

const percentage = (column: string) => ({
  name: `leads_${column}_range`,
  expression: `(${column} >= 0) AND (${column} <= 100)`,
});

/** A sales opportunity in its early stage: an enquiry from an account's contact. */
export const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'leads',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).index(),
    contact: () => p.manyToOne(Contact).index(),
    title: p.string().length(200),
    enquiryType: p.enum(enquiryType.values).default('sales_inquiry'),
    source: p.enum(leadSource.values).default('website_form'),
    status: p.enum(leadStatus.values).default('new'),
    priority: p.enum(priority.values).default('medium'),
    description: p.text().nullable(),
    enquiryDetails: p.text().nullable(),
    businessImpact: p.text().nullable(),
    budgetRange: p.string().length(200).nullable(),
    decisionTimeline: p.string().length(200).nullable(),
    competitors: p.text().nullable(),
    nextAction: p.text().nullable(),
    painPoints: p.array().default([]),
    providerType: p.enum(providerType.values).nullable(),
    supportPackage: p.enum(supportPackage.values).nullable(),
    estimatedValue: p.decimal('number').precision(15).scale(2).nullable(),
    probability: p.integer().default(20),
    qualificationScore: p.integer().nullable(),
    leadScore: p.integer().nullable(),
    conversionProbability: p.integer().nullable(),
    expectedCloseDate: p.date().nullable(),
    followUpDate: p.date().nullable(),
    lastContactDate: p.date().nullable(),
    assignedTo: () => p.manyToOne(User).fieldName('assigned_to').nullable().deleteRule('set null'),
    formData: p.json<Record<string, unknown>>().nullable(),
    /** The lead's id in another system, set by a CSV import: a later import of the same row updates it. */
    externalRef: p.string().length(200).nullable(),
    /**
     * When staff first answered: the earliest call, email or meeting a person logged on the lead.
     * Only the database writes it (the activities' `lead_first_response_*` triggers, migration
     * `report_indexes`), for the response time report.
     */
    firstResponseAt: p.datetime().nullable(),
    /**
     * Converted when a live opportunity was made from the lead, won when that opportunity is Closed
     * Won. Only the database writes it (the opportunities' `lead_outcome_*` triggers, migration
     * `report_summaries`), for the conversion report.
     */
    outcome: p.enum(leadOutcome.values).nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Title, description, account name and contact name (migration `search_text`). */
    ...searchText(),
    ...softDelete(),
    ...mergedInto(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  // The list's sorts (lead-type.ts), each read in either direction; the search.
  indexes: [
    sortIndex('leads', 'created_at', ['"created_at"']),
    sortIndex('leads', 'title', ['"title"']),
    sortIndex('leads', 'estimated_value', ['coalesce("estimated_value", -1)']),
    sortIndex('leads', 'expected_close_date', ['coalesce("expected_close_date", \'infinity\'::date)']),
    sortIndex('leads', 'lead_score', ['coalesce("lead_score", -1)']),
    searchTextIndex('leads'),
    {
      // My day: the open leads of one owner.
      name: 'leads_assigned_to_index',
      expression:
        'create index "leads_assigned_to_index" on "leads" ("assigned_to") where "deleted_at" is null and "status" not in (\'closed_won\', \'closed_lost\')',
    },
    {
      // The reports: leads created between two days, by source and owner, answered when (index only).
      name: 'leads_report_index',
      expression:
        'create index "leads_report_index" on "leads" ("created_at") include ("source", "assigned_to", "first_response_at") where "deleted_at" is null',
    },
    {
      // Possible duplicates (lead-type.ts): open leads of one contact on one enquiry type.
      name: 'leads_open_contact_enquiry_index',
      expression:
        'create index "leads_open_contact_enquiry_index" on "leads" ("contact_id", "enquiry_type") where "deleted_at" is null and "status" not in (\'closed_won\', \'closed_lost\')',
    },
  ],
  // Kept by the `search_text` migration's functions: the search text, and the dashboard's totals.
  triggers: [
    trigger(
      'leads_search_text',
      'before',
      ['insert', 'update'],
      'create trigger leads_search_text before insert or update of title, description, account_id, contact_id on leads for each row execute function leads_search_text()',
    ),
    followedBy('documents', 'leads', ['title']),
    ...statementTriggers('lead_totals', 'leads'),
    // The reports' lead counts by day (migration `report_summaries`).
    ...statementTriggers('report_lead_days', 'leads'),
    // The response-time report's stored figures go out of date (migration `report_cache`).
    trigger(
      'report_cache_lead_changed',
      'after',
      ['insert', 'delete', 'truncate'],
      'create trigger report_cache_lead_changed after insert or delete or truncate on leads for each statement execute function report_cache_lead_changed()',
    ),
    trigger(
      'report_cache_lead_updated',
      'after',
      ['update'],
      'create trigger report_cache_lead_updated after update of created_at, source, assigned_to, deleted_at, first_response_at on leads for each statement execute function report_cache_lead_changed()',
    ),
  ],
  uniques: [
    {
      name: 'leads_external_ref_unique',
      expression:
        'create unique index "leads_external_ref_unique" on "leads" ("external_ref") where "deleted_at" is null and "external_ref" is not null',
    },
  ],
  checks: [
    percentage('probability'),
    percentage('qualification_score'),
    percentage('lead_score'),
    percentage('conversion_probability'),
  ],
});

export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
