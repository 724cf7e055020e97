import { Badge } from '@mantine/core';
import { contactRole } from '../../../shared/enums.ts';
import { fullName } from '../../../shared/format.ts';
import { contactLabels } from '../../../shared/record-fields/contacts.ts';
import { contactInputSchema } from '../../../shared/schemas/contact.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { ContactPrivacyActions } from '../privacy/ContactPrivacyActions.tsx';
import { ContactCard } from './ContactCard.tsx';
import { ContactDetail } from './ContactDetail.tsx';
import { ContactFields } from './ContactFields.tsx';
import { contactFormValues } from './contactFormValues.ts';
import { NO_ACCOUNT_PARAM, NoAccountFilter } from './NoAccountFilter.tsx';

/** Contacts in the record kit: /crm/contacts, with the No account filter. */
export const contactRecords: RecordTypeConfig<'contacts', typeof contactInputSchema> = {
  path: 'contacts',
  singular: 'Contact',
  plural: 'contacts',
  list: {
    sorts: [
      { value: 'firstName', label: contactLabels.firstName },
      { value: 'lastName', label: contactLabels.lastName },
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
    ],
    Card: ContactCard,
    filters: {
      fromUrl: (params) => ({ withoutAccount: params.get(NO_ACCOUNT_PARAM) === 'none' }),
      Controls: NoAccountFilter,
    },
    table: {
      name: fullName,
      nameLabel: 'Name',
      nameSort: 'firstName',
      columns: [
        { label: contactLabels.lastName, sort: 'lastName', value: (contact) => contact.lastName },
        { label: contactLabels.account, value: (contact) => contact.account?.name ?? '—' },
        { label: contactLabels.position, value: (contact) => contact.position ?? '—' },
        { label: contactLabels.email, value: (contact) => contact.email ?? '—' },
        { label: 'Phone', value: (contact) => contact.mobile ?? contact.phone ?? '—' },
        { label: 'Role', value: (contact) => contactRole.label(contact.contactRole) },
      ],
    },
  },
  detail: {
    header: (contact) => ({
      title: fullName(contact),
      subtitle: contact.position,
      badges: (
        <>
          <Badge variant="light">{contactRole.label(contact.contactRole)}</Badge>
          {contact.isPrimary && (
            <Badge color="yellow" autoContrast>
              Primary Contact
            </Badge>
          )}
        </>
      ),
    }),
    Sections: ContactDetail,
    Actions: ContactPrivacyActions,
  },
  duplicates: true,
  form: { schema: contactInputSchema, values: contactFormValues, Fields: ContactFields },
};
