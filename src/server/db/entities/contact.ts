import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { contactRole } from '../../../shared/enums.ts';
import { Account } from './account.ts';
import { digitsIndex, searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { mergedInto, softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { followedBy, trigger } from './triggers.ts';
import { User } from './user.ts';

/** A person at an account. */
export const ContactSchema = defineEntity({
  name: 'Contact',
  tableName: 'contacts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    account: () => p.manyToOne(Account).nullable().deleteRule('set null').index(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    email: p.string().length(254).nullable(),
    personalEmail: p.string().length(254).nullable(),
    phone: p.string().length(50).nullable(),
    mobile: p.string().length(50).nullable(),
    directPhone: p.string().length(50).nullable(),
    position: p.string().length(200).nullable(),
    department: p.string().length(200).nullable(),
    contactRole: p.enum(contactRole.values).default('end_user'),
    /** 0-100; the spec treats a missing value as 50. */
    decisionMakerInfluence: p.integer().default(50),
    linkedinUrl: p.string().length(500).nullable(),
    isPrimary: p.boolean().default(false),
    notes: p.text().nullable(),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** When the person's data was erased on their request (features/privacy): the record stays as 'Erased contact'. */
    erasedAt: p.datetime().nullable(),
    /** Full name, email, position, department and the live account's name (migration `search_text`). */
    ...searchText(),
    ...softDelete(),
    ...mergedInto(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  // The list's sorts (contact-type.ts), each read in either direction; the search.
  indexes: [
    sortIndex('contacts', 'first_name', ['"first_name"', '"last_name"']),
    sortIndex('contacts', 'last_name', ['"last_name"', '"first_name"']),
    sortIndex('contacts', 'created_at', ['"created_at"']),
    searchTextIndex('contacts'),
    digitsIndex('contacts', 'contact_phone_digits', ['phone', 'mobile', 'direct_phone']),
    // Possible duplicates (contact-type.ts): a phone number in common, or the same name at the same account.
    {
      name: 'contacts_phone_keys_index',
      expression:
        'create index "contacts_phone_keys_index" on "contacts" using gin (contact_phone_keys("phone", "mobile", "direct_phone")) where "deleted_at" is null',
    },
    {
      name: 'contacts_account_name_index',
      expression:
        'create index "contacts_account_name_index" on "contacts" ("account_id", lower("first_name" || \' \' || "last_name")) where "deleted_at" is null',
    },
  ],
  // Its search text (the `search_text` migration), and the trigger of the leads that show its name.
  triggers: [
    trigger(
      'contacts_search_text',
      'before',
      ['insert', 'update'],
      'create trigger contacts_search_text before insert or update of first_name, last_name, email, position, department, account_id on contacts for each row execute function contacts_search_text()',
    ),
    followedBy('leads', 'contacts', ['first_name', 'last_name']),
    followedBy('documents', 'contacts', ['first_name', 'last_name']),
  ],
  uniques: [
    {
      // One live contact per email address, compared case-insensitively.
      name: 'contacts_email_unique',
      expression:
        'create unique index "contacts_email_unique" on "contacts" (lower("email")) where "deleted_at" is null and "email" is not null',
    },
  ],
  checks: [
    {
      name: 'contacts_influence_range',
      expression: '(decision_maker_influence >= 0) AND (decision_maker_influence <= 100)',
    },
  ],
});

export class Contact extends ContactSchema.class {}
ContactSchema.setClass(Contact);
