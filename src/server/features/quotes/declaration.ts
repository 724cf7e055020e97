import { quoteListSchema } from '../../../shared/schemas/quote.ts';
import { registerType } from '../records/registered-type.ts';
import { quoteType } from './quote-type.ts';
import { quotesRouter } from './router.ts';
import { quotePersonalData } from './personal-data.ts';

/** Quotes as the registry holds them: searched by number, with the business's name beside. */
export const quoteDeclaration = registerType({
  type: quoteType,
  listSchema: quoteListSchema,
  router: quotesRouter,
  search: { select: `select r.id, r.number as label, r.business_name as detail from quotes r` },
  personalData: quotePersonalData,
});
