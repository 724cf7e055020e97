import { createHmac } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { termsVersion } from '../../../shared/catalog/terms.ts';
import { openStages, stageProbability } from '../../../shared/enums.ts';
import { formatAudWithCents } from '../../../shared/format.ts';
import { fromCents, priceQuote, toCents, type QuotePrice } from '../../../shared/quote-pricing.ts';
import { TAMPERED_TOTAL, TERMS_CHANGED, type AcceptQuoteRequest } from '../../../shared/schemas/quote.ts';
import type { Contact } from '../../db/entities/contact.ts';
import { Lead } from '../../db/entities/lead.ts';
import { Opportunity } from '../../db/entities/opportunity.ts';
import { Quote } from '../../db/entities/quote.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { recordActivity } from '../records/activity-log.ts';
import { createRecord } from '../records/create-record.ts';
import { findOrCreateWebsiteParties } from '../records/find-or-create-parties.ts';
import { readEnquiryRouting, routeEnquiry } from '../enquiry-routing/route-enquiry.ts';
import { newCheckoutLink } from './access.ts';
import { nextQuoteNumber, quoteYear } from './quote-number.ts';
import { termsHash } from './terms-hash.ts';

/** How long an accepted quote's price holds. */
export const QUOTE_VALID_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Who accepted, as the request shows it; the IP is kept only as a keyed hash. */
export type AcceptanceEvidence = { ip: string; userAgent: string; appSecret: string };

/** The accepted quote, with the private link's token for the accepting browser (given only here). */
export type AcceptedQuote = {
  id: string;
  number: string;
  totalCents: number;
  validUntil: Date;
  checkoutToken: string;
};

/**
 * The prospect's open website registration lead to add this quote to, write-locked (two
 * acceptances at once then take turns), with its opportunity; none when the lead's opportunity
 * is closed (the quote then starts a new lead).
 */
async function openLeadOf(tx: EntityManager, contact: Contact) {
  const lead = await tx.findOne(
    Lead,
    {
      contact,
      source: 'website_form',
      enquiryType: 'registration',
      status: { $nin: ['closed_won', 'closed_lost'] },
    },
    { orderBy: { createdAt: 'desc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!lead) return null;
  const opportunity = await tx.findOne(Opportunity, { sourceLead: lead });
  if (opportunity && !(openStages as readonly string[]).includes(opportunity.stage)) return null;
  return { lead, opportunity };
}

function newLead(
  tx: EntityManager,
  request: AcceptQuoteRequest,
  parties: Awaited<ReturnType<typeof findOrCreateWebsiteParties>>,
  price: QuotePrice,
) {
  const { details } = request;
  return createRecord(
    tx,
    Lead,
    {
      title: `Proposal accepted online by ${details.businessName}`,
      description: `Registration groups: ${price.snapshot.groups.map((group) => group.number).join(', ')}`,
      source: 'website_form',
      enquiryType: 'registration',
      status: 'new',
      priority: 'medium',
      providerType: request.providerType,
      estimatedValue: fromCents(price.subtotalCents),
      account: parties.account,
      contact: parties.contact,
      formData: {
        formType: 'proposal',
        name: details.name,
        email: details.email,
        phone: details.phone,
        businessName: details.businessName,
        abn: details.abn,
        submittedAt: new Date().toISOString(),
      },
    },
    'website',
  );
}

/**
 * A prospect accepts a proposal, in one transaction: the price is computed again from the
 * chosen groups (and service details) with the proposal pages' own functions and must equal the
 * total the page showed; the quote takes the year's next number; the account, contact and lead
 * are found or created as the contact form does (existing records are not changed); the lead gets
 * an activity and is routed to an owner (Settings › Enquiries); an opportunity at stage Proposal is created for the lead, or the quote joins its
 * open one; earlier accepted quotes of the lead are superseded; and the two mails are queued in
 * the same transaction, so a failure anywhere leaves nothing behind.
 */
export async function acceptQuote(
  em: EntityManager,
  jobs: Jobs,
  request: AcceptQuoteRequest,
  evidence: AcceptanceEvidence,
): Promise<AcceptedQuote> {
  if (request.termsVersion !== termsVersion) throw new AppError('BAD_REQUEST', TERMS_CHANGED);
  const price = priceQuote(request.providerType, request.groupIds, request.existingProviderDetails ?? null);
  if (toCents(request.total) !== price.totalCents) throw new AppError('BAD_REQUEST', TAMPERED_TOTAL);
  const { details } = request;

  return em.transactional(async (tx) => {
    const acceptedAt = new Date();
    const number = await nextQuoteNumber(tx, quoteYear(acceptedAt));
    const parties = await findOrCreateWebsiteParties(tx, {
      name: details.name,
      email: details.email,
      phone: details.phone,
      company: details.businessName,
    });
    const open = await openLeadOf(tx, parties.contact);
    const lead = open?.lead ?? newLead(tx, request, parties, price);
    await routeEnquiry(tx, jobs, lead, { mailOwner: false, settings: await readEnquiryRouting(tx) });
    const amount = fromCents(price.subtotalCents);
    const opportunity =
      open?.opportunity ??
      createRecord(
        tx,
        Opportunity,
        {
          name: `${details.businessName} registration (${number})`,
          account: lead.account,
          contact: lead.contact,
          stage: 'proposal',
          probability: stageProbability.proposal,
          amount,
          owner: lead.assignedTo ?? null,
          sourceLead: lead,
          registrationGroups: price.snapshot.groups.map((group) => group.id),
        },
        'website',
      );
    if (open) await tx.nativeUpdate(Quote, { lead, status: 'accepted' }, { status: 'superseded' });

    const checkoutLink = newCheckoutLink();
    const quote = createRecord(
      tx,
      Quote,
      {
        number,
        checkoutTokenHash: checkoutLink.hash,
        providerType: request.providerType,
        ...price,
        existingProviderDetails:
          request.providerType === 'existing_seeking_registration'
            ? (request.existingProviderDetails ?? null)
            : null,
        prospectName: details.name,
        prospectEmail: details.email,
        prospectPhone: details.phone,
        businessName: details.businessName,
        abn: details.abn,
        termsVersion,
        termsHash,
        acceptedAt,
        ipHash: createHmac('sha256', evidence.appSecret).update(`quote-ip:${evidence.ip}`).digest('hex'),
        userAgent: evidence.userAgent.slice(0, 500),
        validUntil: new Date(acceptedAt.getTime() + QUOTE_VALID_DAYS * DAY_MS),
        lead,
        account: lead.account,
        contact: lead.contact,
        opportunity,
      },
      'website',
    );
    const accepted = `Proposal accepted online: ${number} ${formatAudWithCents(fromCents(price.totalCents))} inc GST`;
    recordActivity(tx, { lead }, { type: 'form_submission', title: accepted }, null);
    if (!open?.opportunity)
      recordActivity(
        tx,
        { opportunity },
        { type: 'note', title: 'Opportunity created', description: accepted },
        null,
      );
    await tx.flush();
    await jobs.sendMail({ kind: 'quote-to-prospect', quoteId: quote.id }, { tx });
    await jobs.sendMail({ kind: 'quote-to-staff', quoteId: quote.id }, { tx });
    await jobs.storeQuotePdf(quote.id, { tx });
    return {
      id: quote.id,
      number,
      totalCents: quote.totalCents,
      validUntil: quote.validUntil,
      checkoutToken: checkoutLink.token,
    };
  });
}
