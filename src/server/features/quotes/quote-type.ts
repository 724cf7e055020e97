import type { EntityManager } from '@mikro-orm/postgresql';
import type { QuoteListInput } from '../../../shared/schemas/quote.ts';
import { Quote } from '../../db/entities/quote.ts';
import { whereBetweenDays } from '../records/day-range.ts';
import { newestFirst, oldestFirst } from '../records/list-query.ts';
import type { ReadOnlyRecordType } from '../records/record-type.ts';
import { toQuoteDocument } from './document.ts';
import { quoteSummaryColumns, toQuoteSummary, type QuoteSummary } from './dto.ts';

async function readQuote(em: EntityManager, id: string) {
  const quote = await em.findOne(Quote, { id }, { populate: ['lead', 'account', 'opportunity'] });
  if (!quote) return null;
  const { lead, account, opportunity } = quote;
  return {
    ...toQuoteSummary(quote),
    ...toQuoteDocument(quote),
    termsHash: quote.termsHash,
    ipHash: quote.ipHash,
    userAgent: quote.userAgent,
    lead: { id: lead.id, title: lead.title },
    account: { id: account.id, name: account.name },
    opportunity: opportunity ? { id: opportunity.id, name: opportunity.name } : null,
    updatedAt: quote.updatedAt,
  };
}

export type QuoteDetail = NonNullable<Awaited<ReturnType<typeof readQuote>>>;

/**
 * Quotes: proposals accepted on the public site (acceptance.ts makes them). Read-only in the
 * CRM: listed (on a lead, account or opportunity), read, and withdrawn by staff.
 */
export const quoteType: ReadOnlyRecordType<Quote, QuoteSummary, QuoteListInput, unknown, QuoteDetail> = {
  label: 'Quote',
  entity: Quote,
  list: {
    query: (qb, _em, { leadId, accountId, opportunityId, status, acceptedFrom, acceptedTo, group }) => {
      if (leadId) qb.andWhere({ lead: leadId });
      if (accountId) qb.andWhere({ account: accountId });
      if (opportunityId) qb.andWhere({ opportunity: opportunityId });
      if (status) qb.andWhere({ status });
      whereBetweenDays(qb, 'r.accepted_at', acceptedFrom, acceptedTo);
      if (group) qb.andWhere(`r.snapshot -> 'groups' @> ?::jsonb`, [JSON.stringify([{ id: group }])]);
    },
    sorts: { newest: newestFirst, oldest: oldestFirst },
    columns: quoteSummaryColumns,
    toRow: toQuoteSummary,
  },
  read: readQuote,
};
