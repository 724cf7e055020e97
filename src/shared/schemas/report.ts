import { z } from 'zod';
import { calendarDate } from './fields.ts';

/** The days of a report are at most this many years apart (a report stays one answer). */
export const MAX_REPORT_YEARS = 5;
export const RANGE_BACKWARDS = 'The end of the range must not be before its start';
export const RANGE_TOO_LONG = `A report covers at most ${MAX_REPORT_YEARS} years`;

/**
 * What every report takes: its days (from and to inclusive, in Sydney) and whose records
 * (an owner; staff always see only their own, whatever they ask).
 */
export const reportInputSchema = z
  .object({
    from: calendarDate('From'),
    to: calendarDate('To'),
    ownerId: z.uuid('Please choose a valid owner').nullish(),
  })
  .superRefine((input, context) => {
    if (input.to < input.from) context.addIssue({ code: 'custom', path: ['to'], message: RANGE_BACKWARDS });
    const years = Number(input.to.slice(0, 4)) - Number(input.from.slice(0, 4));
    if (years > MAX_REPORT_YEARS) context.addIssue({ code: 'custom', path: ['to'], message: RANGE_TOO_LONG });
  });
export type ReportInput = z.output<typeof reportInputSchema>;
