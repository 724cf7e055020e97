import type { Lead } from '../../db/entities/lead.ts';

export const UNKNOWN_ACCOUNT = 'Unknown Account';
export const UNKNOWN_CONTACT = 'Unknown Contact';

function contactName(lead: Lead): string {
  const name = [lead.contact.firstName, lead.contact.lastName].filter(Boolean).join(' ');
  return name || UNKNOWN_CONTACT;
}

/** A lead as the list and the dashboard show it. */
export function toLeadSummary(lead: Lead) {
  return {
    id: lead.id,
    title: lead.title,
    enquiryType: lead.enquiryType,
    status: lead.status,
    priority: lead.priority,
    description: lead.description ?? null,
    estimatedValue: lead.estimatedValue ?? null,
    probability: lead.probability,
    expectedCloseDate: lead.expectedCloseDate ?? null,
    leadScore: lead.leadScore ?? null,
    accountId: lead.account.id,
    accountName: lead.account.name || UNKNOWN_ACCOUNT,
    contactId: lead.contact.id,
    contactName: contactName(lead),
    createdAt: lead.createdAt,
  };
}

/** Every field of a lead, for the detail view and the edit form. */
export function toLeadDetail(lead: Lead, assignedToName: string | null) {
  return {
    ...toLeadSummary(lead),
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
    assignedToId: lead.assignedTo?.id ?? null,
    assignedToName,
    formData: lead.formData ?? null,
    updatedAt: lead.updatedAt,
  };
}

export type LeadSummary = ReturnType<typeof toLeadSummary>;
export type LeadDetail = ReturnType<typeof toLeadDetail>;
