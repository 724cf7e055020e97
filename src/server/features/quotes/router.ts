import { recordIdSchema } from '../../../shared/schemas/fields.ts';
import { FORM_EXPIRED } from '../../../shared/schemas/intake.ts';
import { acceptQuoteSchema, quoteListSchema, quoteTokenSchema } from '../../../shared/schemas/quote.ts';
import { loadAppSecret } from '../../app-secret.ts';
import { AppError } from '../../errors.ts';
import { publicProcedure, router, staffProcedure } from '../../trpc.ts';
import { recordReadProcedures } from '../records/record-router.ts';
import { prospectQuote } from './access.ts';
import { acceptQuote } from './acceptance.ts';
import { quoteService, withdrawQuote } from './service.ts';

/**
 * Quotes: the checkout's acceptance and the prospect's private page (public), the CRM's
 * read-only list and detail, and withdrawing (staff). The checkout has the contact form's spam
 * protection: a per-IP limit, the honeypot and the signed render time (`intake.formToken`).
 * What it refuses it says it refused: a buyer must never think a dropped acceptance went through.
 */
export const CHECKOUT_REFUSED =
  'We could not accept this proposal. Please reload the page and try again, or call or email us.';

export const quotesRouter = router({
  ...recordReadProcedures(quoteListSchema, quoteService),
  withdraw: staffProcedure.input(recordIdSchema).mutation(({ ctx, input }) => withdrawQuote(ctx, input.id)),
  byToken: publicProcedure
    .input(quoteTokenSchema)
    .query(({ ctx, input }) => prospectQuote(ctx.em, input.token, ctx.config.bank)),
  accept: publicProcedure.input(acceptQuoteSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('checkout');
    const tokenCheck = ctx.formTokens.check(input.formToken);
    if (tokenCheck === 'expired') throw new AppError('BAD_REQUEST', FORM_EXPIRED);
    if (input.details.website.trim() !== '' || tokenCheck !== 'ok') {
      ctx.log.info(
        { honeypot: input.details.website.trim() !== '', tokenCheck },
        'checkout acceptance refused as spam',
      );
      throw new AppError('BAD_REQUEST', CHECKOUT_REFUSED);
    }
    const appSecret = await loadAppSecret(ctx.em);
    const quote = await acceptQuote(ctx.em, ctx.jobs, input, {
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      appSecret,
    });
    return { quote, bank: ctx.config.bank };
  }),
});
