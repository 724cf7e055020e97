import { z } from 'zod';
import { choosableActivityTypes } from '../enums.ts';
import { optionalText, requiredText } from './fields.ts';

/** A call, email, meeting or note that staff log on a lead; the server writes the other kinds. */
export const activityInputSchema = z.object({
  leadId: z.uuid({ error: 'Invalid lead id' }),
  type: z.enum(choosableActivityTypes, { error: 'Please choose a valid activity type' }).default('note'),
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000, 'free'),
});
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityValues = z.output<typeof activityInputSchema>;

export const activitiesOfLeadSchema = z.object({ leadId: z.uuid({ error: 'Invalid lead id' }) });
