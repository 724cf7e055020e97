import { z } from 'zod';
import { breachDecision } from '../enums.ts';
import { calendarDate, optionalDate, optionalText, requiredText } from './fields.ts';

/** A data breach in the register: what happened, when it was found, the assessment and who was told when. */
export const dataBreachValuesSchema = z.object({
  whatHappened: requiredText('What happened', 4000, 'free'),
  foundOn: calendarDate('Found'),
  assessedBy: optionalText('Assessed by', 200),
  decision: z.enum(breachDecision.values, { error: 'Please choose a decision' }),
  oaicNotifiedOn: optionalDate('OAIC notified'),
  peopleNotifiedOn: optionalDate('People notified'),
  notes: optionalText('Notes', 4000, 'free'),
});
export type DataBreachValues = z.input<typeof dataBreachValuesSchema>;

export const dataBreachUpdateSchema = dataBreachValuesSchema.extend({
  id: z.uuid({ error: 'Invalid id' }),
});

export const dataBreachListSchema = z.object({
  cursor: z.uuid({ error: 'Invalid cursor' }).nullish(),
});
