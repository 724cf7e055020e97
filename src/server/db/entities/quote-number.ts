import { defineEntity, p } from '@mikro-orm/core';

/**
 * The last quote number given in a year. The acceptance transaction takes the next one with an
 * upsert on this row, which holds the row's lock until it commits: concurrent acceptances wait
 * in turn, and a rolled-back acceptance gives its number back, so numbers have no gaps (a
 * sequence would skip the numbers of failed transactions).
 */
export const QuoteNumberSchema = defineEntity({
  name: 'QuoteNumber',
  tableName: 'quote_numbers',
  properties: {
    year: p.integer().primary().autoincrement(false),
    last: p.integer(),
  },
});

export class QuoteNumber extends QuoteNumberSchema.class {}
QuoteNumberSchema.setClass(QuoteNumber);
