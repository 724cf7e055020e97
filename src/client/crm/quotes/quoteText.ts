import { formatAudWithCents } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';

/** '$5,170.00 inc GST'. */
export function totalText(totalCents: number): string {
  return `${formatAudWithCents(fromCents(totalCents))} inc GST`;
}
