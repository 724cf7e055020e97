import { FORM_EXPIRED, intakeRequestSchema } from '../../../shared/schemas/intake.ts';
import { AppError } from '../../errors.ts';
import { publicProcedure, router } from '../../trpc.ts';
import { saveEnquiry } from './enquiry-batches.ts';

/** The public site's contact form. Bots (honeypot filled, or a token we did not sign) get a success answer and nothing is stored. */
export const intakeRouter = router({
  formToken: publicProcedure.query(({ ctx }) => ({ token: ctx.formTokens.issue() })),

  createLeadFromForm: publicProcedure.input(intakeRequestSchema).mutation(async ({ ctx, input }) => {
    await ctx.rateLimit('contactForm');
    const tokenCheck = ctx.formTokens.check(input.formToken);
    if (tokenCheck === 'expired') throw new AppError('BAD_REQUEST', FORM_EXPIRED);
    if (input.website.trim() !== '' || tokenCheck !== 'ok') {
      ctx.log.info(
        { honeypot: input.website.trim() !== '', tokenCheck },
        'contact form submission dropped as spam',
      );
      return { received: true as const };
    }
    await saveEnquiry(ctx.em, ctx.jobs, input);
    return { received: true as const };
  }),
});
