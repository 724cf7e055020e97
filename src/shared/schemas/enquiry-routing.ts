import { z } from 'zod';
import { enquiryRoutingMode } from '../enums.ts';
import { optionalEmail, optionalId } from './fields.ts';

/**
 * Settings › Enquiries: who gets a website enquiry or an accepted proposal. A default owner needs
 * its owner, a round robin at least one person; the shared inbox (optional) gets a copy of each.
 */
export const enquiryRoutingSchema = z
  .object({
    mode: z.enum(enquiryRoutingMode.values, { error: 'Choose how enquiries are routed' }),
    defaultOwnerId: optionalId('Default owner'),
    roundRobinIds: z
      .array(z.uuid({ error: 'Please choose a valid staff member' }))
      .max(100, 'Choose at most 100 staff members'),
    sharedInbox: optionalEmail('Shared inbox').transform((value) => value?.toLowerCase() ?? null),
  })
  .superRefine((value, context) => {
    if (value.mode === 'default_owner' && !value.defaultOwnerId)
      context.addIssue({ code: 'custom', path: ['defaultOwnerId'], message: 'Choose the default owner' });
    if (value.mode === 'round_robin' && value.roundRobinIds.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['roundRobinIds'],
        message: 'Choose at least one staff member for the round robin',
      });
  });
export type EnquiryRoutingInput = z.input<typeof enquiryRoutingSchema>;
export type EnquiryRoutingValues = z.output<typeof enquiryRoutingSchema>;
