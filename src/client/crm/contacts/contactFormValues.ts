import {
  DEFAULT_CONTACT_ROLE,
  DEFAULT_INFLUENCE,
  type ContactInput,
} from '../../../shared/schemas/contact.ts';
import { titleCased } from '../../../shared/record-fields/fields.ts';
import { contactLabels } from '../../../shared/record-fields/contacts.ts';
import type { RouterOutputs } from '../../trpc.ts';

/** The form's labels: src/shared's, in title case. */
export const contactFormLabels = titleCased(contactLabels);

type Contact = RouterOutputs['contacts']['byId'];

/** The form's starting values: the contact's, or the spec's defaults for a new one ('' for empty text). */
export function contactFormValues(contact: Contact | null): ContactInput {
  return {
    firstName: contact?.firstName ?? '',
    lastName: contact?.lastName ?? '',
    accountId: contact?.account?.id ?? null,
    email: contact?.email ?? '',
    personalEmail: contact?.personalEmail ?? '',
    phone: contact?.phone ?? '',
    mobile: contact?.mobile ?? '',
    directPhone: contact?.directPhone ?? '',
    position: contact?.position ?? '',
    department: contact?.department ?? '',
    contactRole: contact?.contactRole ?? DEFAULT_CONTACT_ROLE,
    decisionMakerInfluence: contact?.decisionMakerInfluence ?? DEFAULT_INFLUENCE,
    linkedinUrl: contact?.linkedinUrl ?? '',
    isPrimary: contact?.isPrimary ?? false,
    notes: contact?.notes ?? '',
  };
}
