import { RequestContext } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { crmQuotePdfPath, quotePdfPath } from '../../../shared/routes.ts';
import { quoteTokenSchema } from '../../../shared/schemas/quote.ts';
import type { Config } from '../../config.ts';
import { Quote } from '../../db/entities/quote.ts';
import { AppError } from '../../errors.ts';
import { staffOnly } from '../auth/staff-access.ts';
import { quoteByToken } from './access.ts';
import { toQuoteDocument } from './document.ts';
import { renderQuotePdf } from './pdf.ts';

const idQuery = z.object({ id: z.uuid() });

function requestEm(): EntityManager {
  const em = RequestContext.getEntityManager() as EntityManager | undefined;
  if (!em) throw new Error('No MikroORM request context');
  return em;
}

async function sendPdf(reply: FastifyReply, quote: Quote, config: Pick<Config, 'bank' | 'firm'>) {
  const pdf = await renderQuotePdf(toQuoteDocument(quote), config);
  return reply
    .type('application/pdf')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `attachment; filename="${quote.number}.pdf"`)
    .send(pdf);
}

const notFound = (reply: FastifyReply) => reply.code(404).type('text/plain').send('Quote not found');

/**
 * The quotes' PDFs, made afresh from the frozen quote on each download: for the prospect by
 * the private link's token (in the query string, which the logs redact), for approved staff by
 * id with their session.
 */
export function registerQuotePdfRoutes(app: FastifyInstance, orm: MikroORM, config: Config): void {
  app.get(quotePdfPath, async (request, reply) => {
    const query = quoteTokenSchema.safeParse(request.query);
    if (!query.success) return notFound(reply);
    try {
      return await sendPdf(reply, await quoteByToken(requestEm(), query.data.token), config);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return notFound(reply);
      throw error;
    }
  });

  const staff = staffOnly(orm, config, (reply) =>
    reply.code(401).type('text/plain').send('Please sign in to the CRM to download this quote.'),
  );
  app.get(crmQuotePdfPath, { preHandler: staff }, async (request, reply) => {
    const params = idQuery.safeParse(request.query);
    const em = requestEm();
    if (!params.success) return notFound(reply);
    const quote = await em.findOne(Quote, { id: params.data.id });
    return quote ? sendPdf(reply, quote, config) : notFound(reply);
  });
}
