import type { Quote } from '../../db/entities/quote.ts';

/** A quote as the prospect sees it (its page, its PDF): no CRM links, no evidence. */
export function toQuoteDocument(quote: Quote) {
  return {
    number: quote.number,
    status: quote.status,
    providerType: quote.providerType,
    snapshot: quote.snapshot,
    subtotalCents: quote.subtotalCents,
    gstCents: quote.gstCents,
    totalCents: quote.totalCents,
    existingProviderDetails: quote.existingProviderDetails ?? null,
    prospectName: quote.prospectName,
    prospectEmail: quote.prospectEmail,
    prospectPhone: quote.prospectPhone,
    businessName: quote.businessName,
    abn: quote.abn ?? null,
    termsVersion: quote.termsVersion,
    acceptedAt: quote.acceptedAt,
    validUntil: quote.validUntil,
  };
}

export type QuoteDocument = ReturnType<typeof toQuoteDocument>;
