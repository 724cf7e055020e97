import type { EntityDTO } from '@mikro-orm/core';
import type { QuoteStatus } from '../../../shared/enums.ts';
import type { Quote } from '../../db/entities/quote.ts';

/**
 * The columns of a quote that its list reads: what `toQuoteSummary` shows. The snapshot of its
 * groups and prices, the existing provider's details, the terms and the tokens' hashes are its
 * page's (README: "The account and contact lists' columns").
 */
export const quoteSummaryColumns = [
  'number',
  'status',
  'totalCents',
  'businessName',
  'prospectName',
  'acceptedAt',
  'validUntil',
  'createdAt',
] as const satisfies readonly (keyof EntityDTO<Quote>)[];

/** A quote's own fields, from an entity or from a list row (which has the same property names). */
type QuoteFields = Pick<EntityDTO<Quote>, 'id' | (typeof quoteSummaryColumns)[number]>;

/** A quote as the CRM's lists show it. */
export function toQuoteSummary(quote: QuoteFields) {
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status as QuoteStatus,
    totalCents: quote.totalCents,
    businessName: quote.businessName,
    prospectName: quote.prospectName,
    acceptedAt: quote.acceptedAt,
    validUntil: quote.validUntil,
    createdAt: quote.createdAt,
  };
}

export type QuoteSummary = ReturnType<typeof toQuoteSummary>;
