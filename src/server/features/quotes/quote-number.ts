import type { EntityManager } from '@mikro-orm/postgresql';
import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';

const yearFormat = new Intl.DateTimeFormat('en-AU', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric' });

/** The year a quote's number counts in: the firm's (Sydney) calendar year of its acceptance. */
export function quoteYear(at: Date): number {
  return Number(yearFormat.format(at));
}

/**
 * The next quote number of the year, 'Q-2026-0001', taken inside the caller's transaction. The
 * upsert locks the year's counter row until that transaction ends, so concurrent acceptances
 * take numbers in turn, and one that rolls back gives its number back: no gaps.
 */
export async function nextQuoteNumber(tx: EntityManager, year: number): Promise<string> {
  const [row] = await tx.execute<{ last: number }[]>(
    `insert into quote_numbers as q (year, last) values (?, 1)
     on conflict (year) do update set last = q.last + 1
     returning last`,
    [year],
  );
  if (!row) throw new Error('No quote number was returned');
  return `Q-${year}-${String(row.last).padStart(4, '0')}`;
}
