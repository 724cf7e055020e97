import { z } from 'zod';

/** The longest period a kind of record can be kept for, in months (50 years). */
export const MAX_RETENTION_MONTHS = 600;

/** Each period's field label. */
export const RETENTION_LABELS = {
  unconvertedLeadMonths: 'Unconverted leads',
  websiteEnquiryMonths: 'Website enquiries',
  closedLostMonths: 'Closed-lost opportunities',
} as const;

const months = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of months` })
    .int(`${label} must be a whole number of months`)
    .min(1, `${label} must be at least 1 month`)
    .max(MAX_RETENTION_MONTHS, `${label} must be at most ${MAX_RETENTION_MONTHS} months`);

/**
 * Settings › Data retention (APP 11.2): how long, in months since it last changed, each kind of
 * record is kept before the nightly job de-identifies its person.
 */
export const retentionSchema = z.object({
  unconvertedLeadMonths: months(RETENTION_LABELS.unconvertedLeadMonths),
  websiteEnquiryMonths: months(RETENTION_LABELS.websiteEnquiryMonths),
  closedLostMonths: months(RETENTION_LABELS.closedLostMonths),
});
export type RetentionValues = z.output<typeof retentionSchema>;

/** The periods until someone saves others (README, Data retention, says why these). */
export const RETENTION_DEFAULTS: RetentionValues = {
  unconvertedLeadMonths: 24,
  websiteEnquiryMonths: 24,
  closedLostMonths: 84,
};
