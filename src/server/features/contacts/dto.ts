import type { Loaded } from '@mikro-orm/core';
import type { ContactRole } from '../../../shared/enums.ts';
import type { Contact } from '../../db/entities/contact.ts';

/** Load options for a contact with just enough of its account to show it. */
export const withAccountName = {
  populate: ['account'],
  fields: ['*', 'account.id', 'account.name', 'account.deletedAt'],
} as const;

type ContactWithAccount = Loaded<
  Contact,
  'account',
  '*' | 'account.id' | 'account.name' | 'account.deletedAt'
>;

/** A contact as the API shows it; `account` is null when it has none or its account was deleted. */
export type ContactDto = {
  id: string;
  firstName: string;
  lastName: string;
  email: string | null;
  personalEmail: string | null;
  phone: string | null;
  mobile: string | null;
  directPhone: string | null;
  position: string | null;
  department: string | null;
  contactRole: ContactRole;
  decisionMakerInfluence: number;
  linkedinUrl: string | null;
  isPrimary: boolean;
  notes: string | null;
  account: { id: string; name: string } | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toContactDto(contact: ContactWithAccount): ContactDto {
  const account = contact.account && !contact.account.deletedAt ? contact.account : null;
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email ?? null,
    personalEmail: contact.personalEmail ?? null,
    phone: contact.phone ?? null,
    mobile: contact.mobile ?? null,
    directPhone: contact.directPhone ?? null,
    position: contact.position ?? null,
    department: contact.department ?? null,
    contactRole: contact.contactRole,
    decisionMakerInfluence: contact.decisionMakerInfluence,
    linkedinUrl: contact.linkedinUrl ?? null,
    isPrimary: contact.isPrimary,
    notes: contact.notes ?? null,
    account: account ? { id: account.id, name: account.name } : null,
    createdAt: contact.createdAt,
    updatedAt: contact.updatedAt,
  };
}

/** For the lead form's contact selector. */
export type ContactOption = { id: string; firstName: string; lastName: string; position: string | null };
