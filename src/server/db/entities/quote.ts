import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { quotedProviderTypes, quoteStatus } from '../../../shared/enums.ts';
import type { ExistingProviderDetails } from '../../../shared/proposal.ts';
import type { QuoteSnapshot } from '../../../shared/quote-pricing.ts';
import { Account } from './account.ts';
import { Contact } from './contact.ts';
import { Lead } from './lead.ts';
import { Opportunity } from './opportunity.ts';
import { searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { trigger } from './triggers.ts';

/**
 * A proposal a prospect accepted online: a frozen snapshot of what they chose and its price in
 * whole cents, who accepted which terms and when. Read-only: only its status changes (a database
 * trigger refuses any change to the snapshot, the prices or the acceptance).
 */
export const QuoteSchema = defineEntity({
  name: 'Quote',
  tableName: 'quotes',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** 'Q-2026-0001': gapless per year (quote-number.ts). */
    number: p.string().length(20).unique(),
    providerType: p.enum(quotedProviderTypes),
    snapshot: p.json<QuoteSnapshot>(),
    subtotalCents: p.integer(),
    gstCents: p.integer(),
    totalCents: p.integer(),
    existingProviderDetails: p.json<ExistingProviderDetails>().nullable(),
    prospectName: p.string().length(100),
    prospectEmail: p.string().length(254),
    prospectPhone: p.string().length(40),
    businessName: p.string().length(150),
    abn: p.string().length(20).nullable(),
    termsVersion: p.string().length(40),
    /** SHA-256 (hex) of the terms' text as accepted. */
    termsHash: p.string().length(64),
    acceptedAt: p.datetime(),
    /** SHA-256 (hex) of the client's IP with the app's secret: evidence without keeping the address. */
    ipHash: p.string().length(64),
    userAgent: p.string().length(500),
    validUntil: p.datetime().index(),
    status: p.enum(quoteStatus.values).default('accepted'),
    /** SHA-256 of the private link's token; the mail job sets it when it sends the link. */
    accessTokenHash: p.blob().nullable().unique().hidden(),
    /** SHA-256 of the link the accepting browser was given (its confirmation's View quote and Download PDF). */
    checkoutTokenHash: p.blob().nullable().unique().hidden(),
    lead: () => p.manyToOne(Lead).index(),
    account: () => p.manyToOne(Account).index(),
    contact: () => p.manyToOne(Contact),
    opportunity: () => p.manyToOne(Opportunity).nullable().index(),
    /** Number, prospect, business name and email (migration `quotes`). */
    ...searchText(),
    ...softDelete(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  indexes: [sortIndex('quotes', 'created_at', ['"created_at"']), searchTextIndex('quotes')],
  triggers: [
    trigger(
      'quotes_search_text',
      'before',
      ['insert', 'update'],
      'create trigger quotes_search_text before insert or update on quotes for each row execute function quotes_search_text()',
    ),
    trigger(
      'quotes_frozen',
      'before',
      ['update'],
      'create trigger quotes_frozen before update on quotes for each row execute function quotes_frozen()',
    ),
  ],
  checks: [{ name: 'quotes_total', expression: 'total_cents = (subtotal_cents + gst_cents)' }],
});

export class Quote extends QuoteSchema.class {}
QuoteSchema.setClass(Quote);
