import { z } from 'zod';
import { privacyRequestKind, privacyRequestStatus } from '../enums.ts';
import { calendarDate, optionalId, optionalText, plainText, requiredText } from './fields.ts';

/** The days an organisation has to answer a privacy request (APP 12.4): its due date is received + 30. */
export const PRIVACY_REQUEST_DAYS = 30;

/** A privacy request in the register: who asked, what, when, and what was done. */
export const privacyRequestValuesSchema = z.object({
  kind: z.enum(privacyRequestKind.values, { error: 'Please choose a kind of request' }),
  requesterName: requiredText('Name', 200),
  requesterEmail: plainText('Email')
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Please enter a valid email address')),
  contactId: optionalId('Contact'),
  receivedOn: calendarDate('Received'),
  status: z.enum(privacyRequestStatus.values, { error: 'Please choose a status' }),
  actionTaken: optionalText('Action taken', 4000, 'free'),
});
export type PrivacyRequestValues = z.input<typeof privacyRequestValuesSchema>;

export const privacyRequestUpdateSchema = privacyRequestValuesSchema.extend({
  id: z.uuid({ error: 'Invalid id' }),
});

export const privacyRequestListSchema = z.object({
  cursor: z.uuid({ error: 'Invalid cursor' }).nullish(),
});
