import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { Quote } from '../../db/entities/quote.ts';
import { toQuoteDocument } from './document.ts';
import { renderQuotePdf } from './pdf.ts';

/** A live quote's PDF as a mail attachment ('Q-2026-0001.pdf'), or null when the quote is gone. */
export async function quotePdfAttachment(
  em: EntityManager,
  quoteId: string,
  config: Pick<Config, 'firm' | 'bank'>,
) {
  const quote = await em.findOne(Quote, { id: quoteId });
  if (!quote) return null;
  const content = await renderQuotePdf(toQuoteDocument(quote), config);
  return { filename: `${quote.number}.pdf`, content, contentType: 'application/pdf' };
}
