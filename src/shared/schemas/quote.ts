import { z } from 'zod';
import { registrationGroups } from '../catalog/registration-groups.ts';
import { quotedProviderTypes, quoteStatus } from '../enums.ts';
import { existingProviderDetailsSchema } from '../proposal.ts';
import { optionalAbn, optionalDate, plainText, recordListSchema, requiredText } from './fields.ts';
import { intakeFormSchema } from './intake.ts';

export const TAMPERED_TOTAL =
  'The price has changed since this page was loaded. Please reload the proposal page and try again.';
export const TERMS_CHANGED =
  'Our terms have changed since this page was loaded. Please reload the proposal page and accept them again.';

const groupIds = registrationGroups.map((group) => group.id) as [string, ...string[]];

/** The checkout's 'Your details' card: who accepts the proposal. */
export const checkoutDetailsSchema = z.object({
  name: intakeFormSchema.shape.name,
  email: intakeFormSchema.shape.email,
  phone: intakeFormSchema.shape.phone,
  businessName: requiredText('Business name', 150),
  abn: optionalAbn(),
  /** A honeypot that people never see; a bot fills it in. */
  website: plainText('Website').max(200),
});
export type CheckoutDetailsInput = z.input<typeof checkoutDetailsSchema>;
export type CheckoutDetails = z.output<typeof checkoutDetailsSchema>;

/**
 * What the checkout sends to `quotes.accept`: the prospect's details, what they chose (never a
 * price: the server prices the groups and service details itself), the total the page showed,
 * which must equal the server's, the terms version they accepted, and the signed render time.
 */
export const acceptQuoteSchema = z
  .object({
    details: checkoutDetailsSchema,
    providerType: z.enum(quotedProviderTypes, { error: 'Please choose a provider type' }),
    groupIds: z
      .array(z.enum(groupIds, { error: 'Please choose registration groups from the list' }))
      .min(1, 'Please select at least one registration group')
      .max(groupIds.length)
      .transform((ids) => [...new Set(ids)]),
    existingProviderDetails: existingProviderDetailsSchema.nullish(),
    /** The total inc GST the page showed, in dollars. */
    total: z.number({ error: 'Total must be a number' }).nonnegative().max(10_000_000),
    termsVersion: plainText('Terms version').max(40),
    formToken: plainText('Form token').max(200),
  })
  .superRefine((values, context) => {
    if (values.providerType === 'existing_seeking_registration' && !values.existingProviderDetails)
      context.addIssue({
        code: 'custom',
        path: ['existingProviderDetails'],
        message: 'Please fill in your current service details',
      });
  });
export type AcceptQuoteInput = z.input<typeof acceptQuoteSchema>;
export type AcceptQuoteRequest = z.output<typeof acceptQuoteSchema>;

const filters = {
  leadId: z.uuid('Please choose a valid lead').nullish(),
  accountId: z.uuid('Please choose a valid account').nullish(),
  opportunityId: z.uuid('Please choose a valid opportunity').nullish(),
  status: z.enum(quoteStatus.values).nullish(),
  /** Accepted between these days, in Sydney (the quotes report). */
  acceptedFrom: optionalDate('Accepted from'),
  acceptedTo: optionalDate('Accepted to'),
  /** Holding this registration group. */
  group: z.enum(groupIds, { error: 'Please choose a registration group' }).nullish(),
};

/** Quotes, newest first or oldest first; search matches number, prospect, business and email. */
export const quoteListSchema = recordListSchema(['newest', 'oldest'], filters);
export type QuoteListInput = z.output<typeof quoteListSchema>;

/** The private link's token, as the prospect's mail carries it. */
export const quoteTokenSchema = z.object({
  token: plainText('Token').min(20, 'Quote not found').max(100, 'Quote not found'),
});
