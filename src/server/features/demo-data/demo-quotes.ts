import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { termsVersion } from '../../../shared/catalog/terms.ts';
import type { QuotedProviderType } from '../../../shared/enums.ts';
import type { ExistingProviderDetails } from '../../../shared/proposal.ts';
import { priceQuote } from '../../../shared/quote-pricing.ts';
import type { Lead } from '../../db/entities/lead.ts';
import type { Opportunity } from '../../db/entities/opportunity.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { User } from '../../db/entities/user.ts';
import { createRecord } from '../records/create-record.ts';
import { QUOTE_VALID_DAYS } from '../quotes/acceptance.ts';
import { nextQuoteNumber, quoteYear } from '../quotes/quote-number.ts';
import { termsHash } from '../quotes/terms-hash.ts';

/** A proposal a demo lead accepted online, priced as the checkout prices it. */
export type DemoQuote = {
  leadTitle: string;
  opportunityName: string;
  providerType: QuotedProviderType;
  groupIds: string[];
  existingProviderDetails: ExistingProviderDetails | null;
  acceptedDaysAgo: number;
};

/** Oldest first, so their numbers follow the days they were accepted on. */
export const demoQuotes: readonly DemoQuote[] = [
  {
    leadTitle: 'New registration: early childhood supports (0118)',
    opportunityName: 'Early childhood registration (0118)',
    providerType: 'existing_seeking_registration',
    groupIds: ['rg-0118'],
    existingProviderDetails: {
      hasClients: true,
      clientCount: 12,
      modulesWithClients: [],
      outlets: { sil: 0, sda: 0, office: 1, groupCentre: 0 },
    },
    acceptedDaysAgo: 2,
  },
  {
    leadTitle: 'First registration for specialist support coordination',
    opportunityName: 'Support coordination start-up registration',
    providerType: 'new_provider',
    groupIds: ['rg-0132'],
    existingProviderDetails: null,
    acceptedDaysAgo: 1,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The evidence a demo quote holds instead of a browser's: no address was ever seen. */
const demoEvidence = {
  ipHash: createHash('sha256').update('demo data').digest('hex'),
  userAgent: 'Demo data',
};

/** An accepted quote of a demo lead and its opportunity, numbered as the checkout numbers them, with its history. */
export async function createDemoQuote(
  tx: EntityManager,
  user: User,
  demo: DemoQuote,
  { lead, opportunity, now }: { lead: Lead; opportunity: Opportunity; now: number },
): Promise<Quote> {
  const { account, contact } = lead;
  if (!account || !contact) throw new Error(`The demo lead '${lead.title}' has no account or contact`);
  const acceptedAt = new Date(now - demo.acceptedDaysAgo * DAY_MS);
  return createRecord(
    tx,
    Quote,
    {
      number: await nextQuoteNumber(tx, quoteYear(acceptedAt)),
      providerType: demo.providerType,
      ...priceQuote(demo.providerType, demo.groupIds, demo.existingProviderDetails),
      existingProviderDetails: demo.existingProviderDetails,
      prospectName: `${contact.firstName} ${contact.lastName}`,
      prospectEmail: contact.email ?? '',
      prospectPhone: contact.phone ?? contact.mobile ?? '',
      businessName: account.name,
      abn: account.abn ?? null,
      termsVersion,
      termsHash,
      acceptedAt,
      ...demoEvidence,
      validUntil: new Date(acceptedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS),
      lead,
      account,
      contact,
      opportunity,
      createdAt: acceptedAt,
      updatedAt: acceptedAt,
    },
    user,
  );
}
