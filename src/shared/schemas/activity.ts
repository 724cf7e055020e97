import { z } from 'zod';
import { activitySubject, choosableActivityTypes } from '../enums.ts';
import { optionalText, requiredText } from './fields.ts';

/** The record an activity belongs to: a lead or an opportunity. */
export const activitySubjectSchema = z.object({
  subject: z.enum(activitySubject.values),
  subjectId: z.uuid(),
});
export type ActivitySubjectInput = z.output<typeof activitySubjectSchema>;

/** A call, email, meeting or note that staff log on a record; the server writes the other kinds. */
export const activityInputSchema = activitySubjectSchema.extend({
  type: z.enum(choosableActivityTypes).default('note'),
  title: requiredText('Title', 200),
  description: optionalText('Description', 5000),
});
export type ActivityInput = z.input<typeof activityInputSchema>;
export type ActivityValues = z.output<typeof activityInputSchema>;
