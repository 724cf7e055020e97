import { z } from 'zod';
import {
  enquiryType,
  leadOutcome,
  leadSource,
  leadStatus,
  priority,
  providerType,
  supportPackage,
} from '../enums.ts';
import { leadLabels } from '../record-fields/leads.ts';
import {
  calendarDate,
  optionalEmail,
  optionalDate,
  optionalId,
  plainText,
  optionalNumber,
  optionalText,
  recordListSchema,
  recordIdSchema,
  requiredText,
} from './fields.ts';

/** An optional choice from a list; empty is null. */
function optionalEnum<const T extends readonly [string, ...string[]]>(label: string, values: T) {
  return z
    .union([z.enum(values), z.literal('')], { error: `Please choose a valid ${label.toLowerCase()}` })
    .nullish()
    .transform((value) => value || null);
}

export const SELECT_ACCOUNT_AND_CONTACT = 'Please select both account and contact';
export const ACCOUNT_REQUIRED = 'Account is required';
export const CONTACT_REQUIRED = 'Contact is required';

/**
 * A lead's quick create: the person and company of an enquiry not in the CRM yet. The contact is
 * found by email or created, the account found by company name or created (an individual account
 * for the person without one).
 */
export const newPartySchema = z.object(
  {
    name: requiredText('Name', 200),
    email: optionalEmail('Email'),
    phone: optionalText('Phone', 50),
    company: optionalText('Company', 200),
  },
  { error: 'Please fill in the new account and contact' },
);
export type NewPartyInput = z.input<typeof newPartySchema>;
export type NewParty = z.output<typeof newPartySchema>;
export const DEFAULT_PROBABILITY = 20;

/** Enquiry types whose leads have the NDIS Specific section. */
export const ndisEnquiryTypes = ['registration', 'service_request'] as const;

const painPoints = z
  .array(requiredText('A pain point', 200), { error: 'Pain points must be a list' })
  .max(50, 'At most 50 pain points')
  .default([])
  .transform((points) => [...new Set(points)]);

/** A lead as the form sends it, for both create and update. The server adds created_by and timestamps. */
export const leadInputSchema = z
  .object({
    accountId: optionalId(leadLabels.account),
    contactId: optionalId(leadLabels.contact),
    newParty: newPartySchema.nullish().transform((party) => party ?? null),
    title: requiredText(leadLabels.title, 200),
    enquiryType: z
      .enum(enquiryType.values, { error: `${leadLabels.enquiryType} is required` })
      .default('sales_inquiry'),
    source: z
      .enum(leadSource.values, { error: `Please choose a valid ${leadLabels.source.toLowerCase()}` })
      .default('website_form'),
    status: z
      .enum(leadStatus.values, { error: `Please choose a valid ${leadLabels.status.toLowerCase()}` })
      .default('new'),
    priority: z
      .enum(priority.values, { error: `Please choose a valid ${leadLabels.priority.toLowerCase()}` })
      .default('medium'),
    description: optionalText(leadLabels.description, 5000, 'free'),
    enquiryDetails: optionalText(leadLabels.enquiryDetails, 5000, 'free'),
    businessImpact: optionalText(leadLabels.businessImpact, 5000, 'free'),
    budgetRange: optionalText(leadLabels.budgetRange, 200),
    decisionTimeline: optionalText(leadLabels.decisionTimeline, 200),
    competitors: optionalText(leadLabels.competitors, 2000, 'free'),
    nextAction: optionalText(leadLabels.nextAction, 2000, 'free'),
    painPoints,
    providerType: optionalEnum(leadLabels.providerType, providerType.values),
    supportPackage: optionalEnum(leadLabels.supportPackage, supportPackage.values),
    estimatedValue: optionalNumber({ label: leadLabels.estimatedValue, max: 9_999_999_999 }),
    probability: z
      .union([z.number(), plainText('Probability')], { error: 'Probability must be a number' })
      .nullish()
      .transform((value) => {
        if (value === null || value === undefined) return DEFAULT_PROBABILITY;
        if (typeof value === 'number') return value;
        return value.trim() === '' ? DEFAULT_PROBABILITY : Number(value.trim());
      })
      .pipe(
        z
          .number({ error: 'Probability must be a number' })
          .int('Probability must be a whole number')
          .min(0, 'Probability must be between 0 and 100')
          .max(100, 'Probability must be between 0 and 100'),
      ),
    qualificationScore: optionalNumber({ label: leadLabels.qualificationScore, max: 100, integer: true }),
    leadScore: optionalNumber({ label: leadLabels.leadScore, max: 100, integer: true }),
    conversionProbability: optionalNumber({
      label: leadLabels.conversionProbability,
      max: 100,
      integer: true,
    }),
    expectedCloseDate: optionalDate(leadLabels.expectedCloseDate),
    followUpDate: optionalDate(leadLabels.followUpDate),
    lastContactDate: optionalDate(leadLabels.lastContactDate),
    assignedToId: optionalId(leadLabels.assignedTo),
  })
  // Each empty field says only what it lacks; the form's toast says the spec's message once.
  .superRefine((lead, context) => {
    if (lead.newParty) return;
    if (!lead.accountId) context.addIssue({ code: 'custom', path: ['accountId'], message: ACCOUNT_REQUIRED });
    if (!lead.contactId) context.addIssue({ code: 'custom', path: ['contactId'], message: CONTACT_REQUIRED });
  });

export type LeadInput = z.input<typeof leadInputSchema>;
export type LeadValues = z.output<typeof leadInputSchema>;

/** `leads.update` takes the lead's fields and its id, like the account and contact updates. */
export const leadUpdateSchema = leadInputSchema.safeExtend(recordIdSchema.shape);
/**
 * Search matches title, description, account name and contact name, ignoring case; newest
 * first. `accountId` narrows to one account's leads (its detail page).
 */
export const leadListSchema = recordListSchema(
  ['newest', 'oldest', 'title', 'estimatedValue', 'expectedCloseDate', 'leadScore'],
  {
    accountId: z.uuid('Please choose a valid account').nullish(),
    source: z.enum(leadSource.values, { error: 'Please choose a valid source' }).nullish(),
    ownerId: z.uuid('Please choose a valid owner').nullish(),
    /** Created between these days, in Sydney (the conversion and response time reports). */
    createdFrom: optionalDate('Created from'),
    createdTo: optionalDate('Created to'),
    /** Converted to a live opportunity, or converted and that opportunity won. */
    outcome: z.enum(leadOutcome.values, { error: 'Please choose converted or won' }).nullish(),
  },
);
export type LeadListInput = z.output<typeof leadListSchema>;

/** What the record kit's procedures take: the form's values, the values and the id, the list. */
export const leadRecordSchemas = {
  values: leadInputSchema,
  update: leadUpdateSchema,
  list: leadListSchema,
};

export const scheduleFollowUpSchema = z.object({
  id: recordIdSchema.shape.id,
  followUpDate: calendarDate(leadLabels.followUpDate, 'Please pick a follow-up date'),
});
