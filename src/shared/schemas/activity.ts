import { z } from 'zod';
import { activitySubject, callFollowUp, callOutcome, choosableActivityTypes } from '../enums.ts';
import { optionalText, requiredText } from './fields.ts';

/** The record an activity or a task belongs to: a lead, an opportunity, an account or a contact. */
export const activitySubjectSchema = z.object({
  subject: z.enum(activitySubject.values, { error: 'Please choose a lead, opportunity, account or contact' }),
  subjectId: z.uuid({ error: 'Invalid record id' }),
});
export type ActivitySubjectInput = z.output<typeof activitySubjectSchema>;

/** A call, email, meeting or note that staff log on a record; the server writes the other kinds. */
export const activityInputSchema = activitySubjectSchema.extend({
  type: z.enum(choosableActivityTypes, { error: 'Please choose a valid activity type' }).default('note'),
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000, 'free'),
});
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityValues = z.output<typeof activityInputSchema>;

/** A call logged in one click on a lead or a contact: how it went, a note, and when to follow up. */
export const logCallSchema = z.object({
  subject: z.enum(['lead', 'contact'], { error: 'Please choose a lead or contact' }),
  subjectId: z.uuid({ error: 'Invalid record id' }),
  outcome: z.enum(callOutcome.values, { error: 'Please choose how the call went' }),
  note: optionalText('Note', 5000, 'free'),
  followUp: z.enum(callFollowUp.values, { error: 'Please choose a follow-up' }).default('none'),
});
export type LogCallInput = z.input<typeof logCallSchema>;
export type LogCallValues = z.output<typeof logCallSchema>;
