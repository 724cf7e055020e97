import type { EntityDTO } from '@mikro-orm/core';
import type { Lead } from '../../db/entities/lead.ts';

export const UNKNOWN_ACCOUNT = 'Unknown Account';
export const UNKNOWN_CONTACT = 'Unknown Contact';

/** A lead's own fields, from an entity or from a list row (which has the same property names). */
type LeadFields = Omit<EntityDTO<Lead>, 'account' | 'contact' | 'assignedTo' | 'createdBy'>;

/** The fields of a lead that its summary shows: all the list reads of the lead itself. */
export const leadSummaryColumns = [
  'title',
  'enquiryType',
  'status',
  'priority',
  'description',
  'estimatedValue',
  'probability',
  'expectedCloseDate',
  'leadScore',
  'createdAt',
] as const satisfies readonly (keyof LeadFields)[];
type LeadSummaryFields = Pick<LeadFields, 'id' | (typeof leadSummaryColumns)[number]>;

/** Who the lead is with, by name; the spec's defaults when a name is empty. */
type Parties = { accountId: string; accountName: string; contactId: string; contactName: string };

/** A lead as the list and the dashboard show it. */
export function toLeadSummary(lead: LeadSummaryFields, parties: Parties) {
  return {
    id: lead.id,
    title: lead.title,
    enquiryType: lead.enquiryType,
    status: lead.status,
    priority: lead.priority,
    description: lead.description ?? null,
    // A list row is read without the entity's mapping: PostgreSQL's numeric arrives as text.
    estimatedValue:
      lead.estimatedValue === null || lead.estimatedValue === undefined ? null : Number(lead.estimatedValue),
    probability: lead.probability,
    expectedCloseDate: lead.expectedCloseDate ?? null,
    leadScore: lead.leadScore ?? null,
    accountId: parties.accountId,
    accountName: parties.accountName || UNKNOWN_ACCOUNT,
    contactId: parties.contactId,
    contactName: parties.contactName || UNKNOWN_CONTACT,
    createdAt: lead.createdAt,
  };
}

/** Every field of a lead, for the detail view and the edit form. */
export function toLeadDetail(
  lead: LeadFields,
  parties: Parties,
  assignee: { id: string; name: string | null } | null,
  opportunity: { id: string; name: string } | null,
  contactNumbers: { label: string; number: string }[],
) {
  return {
    ...toLeadSummary(lead, parties),
    source: lead.source,
    enquiryDetails: lead.enquiryDetails ?? null,
    businessImpact: lead.businessImpact ?? null,
    budgetRange: lead.budgetRange ?? null,
    decisionTimeline: lead.decisionTimeline ?? null,
    competitors: lead.competitors ?? null,
    nextAction: lead.nextAction ?? null,
    painPoints: lead.painPoints,
    providerType: lead.providerType ?? null,
    supportPackage: lead.supportPackage ?? null,
    qualificationScore: lead.qualificationScore ?? null,
    conversionProbability: lead.conversionProbability ?? null,
    followUpDate: lead.followUpDate ?? null,
    lastContactDate: lead.lastContactDate ?? null,
    assignedToId: assignee?.id ?? null,
    assignedToName: assignee?.name ?? null,
    formData: lead.formData ?? null,
    /** The live opportunity the lead was converted to. */
    opportunity,
    /** The contact's numbers to call (Log call, the phone's quick actions). */
    contactNumbers,
    updatedAt: lead.updatedAt,
  };
}

export type LeadSummary = ReturnType<typeof toLeadSummary>;
export type LeadDetail = ReturnType<typeof toLeadDetail>;
