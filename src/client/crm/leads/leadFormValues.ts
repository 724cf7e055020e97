import {
  DEFAULT_PROBABILITY,
  type LeadInput,
  type leadInputSchema,
  type NewPartyInput,
} from '../../../shared/schemas/lead.ts';
import { titleCased } from '../../../shared/record-fields/fields.ts';
import { leadLabels } from '../../../shared/record-fields/leads.ts';
import type { RouterOutputs } from '../../trpc.ts';
import type { RecordForm } from '../records/recordType.ts';

/** The lead form's state, checked by the same schema the server uses. */
export type LeadFormApi = RecordForm<typeof leadInputSchema>;

/** The form's labels: src/shared's, in title case ('Enquiry Type'). */
export const leadFormLabels = titleCased(leadLabels);

type Lead = RouterOutputs['leads']['byId'];

/** The quick create's fields when it is switched on. */
export const EMPTY_NEW_PARTY: NewPartyInput = { name: '', email: '', phone: '', company: '' };

/** The form's starting values: the lead's, or the spec's defaults for a new one ('' for empty text and numbers). */
export function leadFormValues(lead: Lead | null): LeadInput {
  return {
    accountId: lead?.accountId ?? null,
    contactId: lead?.contactId ?? null,
    newParty: null,
    title: lead?.title ?? '',
    enquiryType: lead?.enquiryType ?? 'sales_inquiry',
    source: lead?.source ?? 'website_form',
    status: lead?.status ?? 'new',
    priority: lead?.priority ?? 'medium',
    description: lead?.description ?? '',
    enquiryDetails: lead?.enquiryDetails ?? '',
    businessImpact: lead?.businessImpact ?? '',
    budgetRange: lead?.budgetRange ?? '',
    decisionTimeline: lead?.decisionTimeline ?? '',
    competitors: lead?.competitors ?? '',
    nextAction: lead?.nextAction ?? '',
    painPoints: lead?.painPoints ?? [],
    providerType: lead?.providerType ?? null,
    supportPackage: lead?.supportPackage ?? null,
    estimatedValue: lead?.estimatedValue ?? '',
    probability: lead?.probability ?? DEFAULT_PROBABILITY,
    qualificationScore: lead?.qualificationScore ?? '',
    leadScore: lead?.leadScore ?? '',
    conversionProbability: lead?.conversionProbability ?? '',
    expectedCloseDate: lead?.expectedCloseDate ?? null,
    followUpDate: lead?.followUpDate ?? null,
    lastContactDate: lead?.lastContactDate ?? null,
    assignedToId: lead?.assignedToId ?? null,
  };
}
