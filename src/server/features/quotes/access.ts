import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteTokenSchema } from '../../../shared/schemas/quote.ts';
import type { BankDetails } from '../../config.ts';
import { Quote } from '../../db/entities/quote.ts';
import { AppError } from '../../errors.ts';
import { generateSecret, sha256 } from '../auth/tokens.ts';
import { toQuoteDocument } from './document.ts';

export const QUOTE_NOT_FOUND = 'Quote not found';

/** Where a private link's token is kept: the mailed link's hash, or the accepting browser's. */
const byTokenHash = (token: string) => {
  const hash = sha256(token);
  return { $or: [{ accessTokenHash: hash }, { checkoutTokenHash: hash }] };
};

/**
 * A new private link for the browser that accepted the quote: the token goes back once, in the
 * acceptance's answer; the quote keeps only its hash. The mailed link is another (the mail job's).
 */
export function newCheckoutLink(): { token: string; hash: Buffer } {
  const token = generateSecret();
  return { token, hash: sha256(token) };
}

/** The quote a private link's token opens, or NOT_FOUND (a wrong or replaced token). */
export async function quoteByToken(em: EntityManager, token: string): Promise<Quote> {
  const quote = await em.findOne(Quote, byTokenHash(token));
  if (!quote) throw new AppError('NOT_FOUND', QUOTE_NOT_FOUND);
  return quote;
}

/** Whether a quote's private link opens a quote: its token is well formed and some quote has it. */
export async function isQuoteToken(em: EntityManager, token: string): Promise<boolean> {
  const parsed = quoteTokenSchema.safeParse({ token });
  return parsed.success && (await em.count(Quote, byTokenHash(parsed.data.token))) > 0;
}

/**
 * The prospect's view of their quote: the document, whether it has expired (its status, or its
 * date before the nightly job ran), and the groups, to preselect on the proposal page again.
 */
export async function prospectQuote(
  em: EntityManager,
  token: string,
  bank: BankDetails | null,
  now = new Date(),
) {
  const quote = await quoteByToken(em, token);
  const expired = quote.status === 'expired' || (quote.status === 'accepted' && quote.validUntil < now);
  return {
    ...toQuoteDocument(quote),
    expired,
    /** How to pay by bank transfer, while the quote stands. */
    bank: quote.status === 'accepted' && !expired ? bank : null,
  };
}
