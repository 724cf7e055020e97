import { z } from 'zod';
import { requiredText } from './fields.ts';

/** Erasing a contact's personal data: why, and their name typed to confirm (it cannot be undone). */
export const eraseContactSchema = z.object({
  contactId: z.uuid({ error: 'Invalid contact id' }),
  reason: requiredText('Reason', 1000, 'free'),
  confirmName: requiredText('Name', 210),
});
export type EraseContactInput = z.input<typeof eraseContactSchema>;

/**
 * The formats of a person's exported data: a zip of the JSON, the HTML and their stored files
 * (the whole export), or the JSON (for machines) or the HTML (to read) alone.
 */
export const privacyExportFormats = ['zip', 'json', 'html'] as const;
export type PrivacyExportFormat = (typeof privacyExportFormats)[number];
