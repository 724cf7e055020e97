import { AppError } from '../../errors.ts';
import { recordActivity } from '../records/activity-log.ts';
import { recordReader } from '../records/record-service.ts';
import type { RecordContext } from '../records/record-type.ts';
import { quoteType } from './quote-type.ts';

export const ONLY_ACCEPTED_WITHDRAWN = 'Only an accepted quote can be withdrawn.';

export const quoteService = recordReader(quoteType);

/** Staff withdraw an accepted quote (the offer no longer stands); the lead's history says who. */
export function withdrawQuote(ctx: RecordContext, id: string) {
  return quoteService.change(ctx, id, (tx, quote) => {
    if (quote.status !== 'accepted') throw new AppError('CONFLICT', ONLY_ACCEPTED_WITHDRAWN);
    quote.status = 'withdrawn';
    recordActivity(
      tx,
      { lead: quote.lead },
      { type: 'note', title: `Quote ${quote.number} withdrawn` },
      ctx.user,
    );
  });
}
