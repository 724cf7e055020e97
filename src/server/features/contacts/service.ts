import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { contactsByAccountSchema } from '../../../shared/schemas/contact.ts';
import { Contact } from '../../db/entities/contact.ts';
import { duplicateService, recordService } from '../records/record-service.ts';
import { contactType } from './contact-type.ts';

export const contactService = recordService(contactType);
export const contactDuplicates = duplicateService(contactType);

const orderOfAccountContacts = {
  firstName: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  newest: [{ createdAt: 'desc' }, { id: 'desc' }],
} as const;

/** An account's live contacts, for the lead form's selector and the account's Associated Contacts. */
export async function listContactsOfAccount(
  em: EntityManager,
  { accountId, sort }: z.output<typeof contactsByAccountSchema>,
) {
  const contacts = await em.find(
    Contact,
    { account: accountId },
    {
      fields: ['id', 'firstName', 'lastName', 'position', 'isPrimary'],
      orderBy: [...orderOfAccountContacts[sort]],
    },
  );
  return contacts.map(({ id, firstName, lastName, position, isPrimary }) => ({
    id,
    firstName,
    lastName,
    position: position ?? null,
    isPrimary,
  }));
}
