import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Erasing a contact's personal data: why, and their name typed to confirm (it cannot be undone). */
export const eraseContactSchema = z.object({
  contactId: z.uuid({ error: 'Invalid contact id' }),
  reason: requiredText('Reason', 1000, 'free'),
  confirmName: requiredText('Name', 210),
});
export type EraseContactInput = z.input<typeof eraseContactSchema>;

/** The formats of a person's exported data: JSON for machines, HTML to read. */
export const privacyExportFormats = ['json', 'html'] as const;
export type PrivacyExportFormat = (typeof privacyExportFormats)[number];
