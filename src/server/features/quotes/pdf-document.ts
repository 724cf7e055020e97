import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.ts';
import { Document } from '../../db/entities/document.ts';
import { Quote } from '../../db/entities/quote.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { createReceivedDocument } from '../documents/service.ts';
import { toQuoteDocument } from './document.ts';
import { renderQuotePdf } from './pdf.ts';

type PdfDocumentServices = { em: EntityManager; files: FileStore; config: Pick<Config, 'firm' | 'bank'> };

/**
 * An accepted quote's PDF among its account's documents (type 'quote', by the website), made by
 * the job its acceptance queued in the same transaction. Once: a quote has at most one document
 * (a unique key), so a job run again after a crash finds it and stops; the file of a run that
 * could not save its document leaves the store again.
 */
export async function storeQuotePdf({ em, files, config }: PdfDocumentServices, quoteId: string) {
  const quote = await em.findOne(Quote, { id: quoteId }, { populate: ['account'] });
  if (!quote || (await em.count(Document, { quote }, { filters: false })) > 0) return;
  const pdf = await renderQuotePdf(toQuoteDocument(quote), config);
  const stored = await files.put(Readable.from([pdf]), pdf.length);
  const file = {
    fileKey: stored.key,
    fileName: `${quote.number}.pdf`,
    contentType: 'application/pdf',
    size: stored.size,
  };
  try {
    await em.transactional((tx) =>
      createReceivedDocument(tx, { account: quote.account, quote }, 'quote', file, 'website'),
    );
  } catch (error) {
    await files.delete(stored.key);
    throw error;
  }
}
