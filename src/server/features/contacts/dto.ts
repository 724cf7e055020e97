import type { EntityDTO } from '@mikro-orm/core';
import type { Contact } from '../../db/entities/contact.ts';

/** A contact's own fields, from an entity or from a list row (which has the same property names). */
type ContactFields = Omit<EntityDTO<Contact>, 'account' | 'createdBy' | 'deletedAt'>;

/** A contact as the API shows it; `account` is null when it has none or its account was deleted. */
export function toContactDto(contact: ContactFields, account: { id: string; name: string } | null) {
  return {
    ...toContactSummary(contact, account),
    personalEmail: contact.personalEmail ?? null,
    directPhone: contact.directPhone ?? null,
    linkedinUrl: contact.linkedinUrl ?? null,
    notes: contact.notes ?? null,
    /** When the person's personal data was erased on their request, or null. */
    erasedAt: contact.erasedAt ?? null,
    createdAt: contact.createdAt,
    updatedAt: contact.updatedAt,
  };
}

export type ContactDto = ReturnType<typeof toContactDto>;

/**
 * The columns of a contact that its list reads: what the list's card and table show (name,
 * position and department, email and phones, role, influence, primary, the account). The
 * personal email, the direct line, LinkedIn, the notes and the erasure mark are the detail's
 * (README: "The account and contact lists' columns").
 */
export const contactSummaryColumns = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'mobile',
  'position',
  'department',
  'contactRole',
  'decisionMakerInfluence',
  'isPrimary',
] as const satisfies readonly (keyof ContactFields)[];
type ContactSummaryFields = Pick<ContactFields, 'id' | (typeof contactSummaryColumns)[number]>;

/** A contact as its list shows it: `contactSummaryColumns` and the account. */
export function toContactSummary(
  contact: ContactSummaryFields,
  account: { id: string; name: string } | null,
) {
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? null,
    phone: contact.phone ?? null,
    mobile: contact.mobile ?? null,
    position: contact.position ?? null,
    department: contact.department ?? null,
    contactRole: contact.contactRole,
    decisionMakerInfluence: contact.decisionMakerInfluence,
    isPrimary: contact.isPrimary,
    account,
  };
}

export type ContactSummary = ReturnType<typeof toContactSummary>;
