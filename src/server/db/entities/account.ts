import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { accountType } from '../../../shared/enums.ts';
import { digitsIndex, searchText, searchTextIndex, sortIndex } from './search-index.ts';
import { mergedInto, softDelete, softDeleteFilter } from './soft-delete.ts';
import { timestamps } from './timestamps.ts';
import { followedBy, trigger } from './triggers.ts';
import { User } from './user.ts';

/** An organisation (or individual) the consultancy deals with. */
export const AccountSchema = defineEntity({
  name: 'Account',
  tableName: 'accounts',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    name: p.string().length(200),
    legalName: p.string().length(200).nullable(),
    businessName: p.string().length(200).nullable(),
    abn: p.string().length(20).nullable(),
    taxId: p.string().length(50).nullable(),
    accountType: p.enum(accountType.values).default('small_business'),
    parentAccount: () => p.manyToOne(Account).nullable().deleteRule('set null').index(),
    industry: p.string().length(200).nullable(),
    website: p.string().length(500).nullable(),
    /** Shown as 'Alternative Phone' and 'Alternative Email' in the form. */
    phone: p.string().length(50).nullable(),
    email: p.string().length(254).nullable(),
    businessEmail: p.string().length(254).nullable(),
    businessPhone: p.string().length(50).nullable(),
    address: p.text().nullable(),
    city: p.string().length(100).nullable(),
    state: p.string().length(50).nullable(),
    postcode: p.string().length(10).nullable(),
    annualRevenue: p.decimal('number').precision(15).scale(2).nullable(),
    employeeCount: p.integer().nullable(),
    notes: p.text().nullable(),
    /** Who looks after the account: its compliance tasks are theirs. */
    owner: () => p.manyToOne(User).fieldName('owner_id').nullable().deleteRule('set null').index(),
    /** The NDIS compliance calendar: the server derives the renewal window and the mid-term audit from these. */
    registrationDecisionDate: p.date().nullable(),
    registrationExpiryDate: p.date().nullable(),
    nextAuditDate: p.date().nullable(),
    registrationGroups: p.array().default([]),
    createdBy: () => p.manyToOne(User).fieldName('created_by').nullable().deleteRule('set null'),
    /** Name, legal name, business name and industry (migration `search_text`). */
    ...searchText(),
    ...softDelete(),
    ...mergedInto(),
    ...timestamps(),
  },
  filters: softDeleteFilter,
  // The list's sorts (account-type.ts), each read in either direction; the search; and the
  // contact form's lookup of an account by its name, ignoring case (intake/service.ts).
  indexes: [
    sortIndex('accounts', 'name', ['"name"']),
    sortIndex('accounts', 'created_at', ['"created_at"']),
    searchTextIndex('accounts'),
    digitsIndex('accounts', 'account_abn_digits', ['abn']),
    {
      // The list's 'Renewal due in 6 months' filter.
      name: 'accounts_registration_expiry_index',
      expression:
        'create index "accounts_registration_expiry_index" on "accounts" ("registration_expiry_date") where "deleted_at" is null',
    },
    {
      // A CSV import's lookup of accounts by ABN, and possible duplicates by ABN (account-type.ts).
      name: 'accounts_abn_index',
      expression: 'create index "accounts_abn_index" on "accounts" ("abn") where "deleted_at" is null',
    },
    {
      name: 'accounts_name_lower_index',
      expression:
        'create index "accounts_name_lower_index" on "accounts" (lower("name"), "created_at") where "deleted_at" is null',
    },
    // Possible duplicates (account-type.ts): a name similar by trigram.
    {
      name: 'accounts_name_trgm_index',
      expression:
        'create index "accounts_name_trgm_index" on "accounts" using gin (lower("name") gin_trgm_ops) where "deleted_at" is null',
    },
  ],
  // Its search text (the `search_text` migration), and the triggers of the tables that show its
  // name, each running that table's own function (`search_text_per_table` migration).
  triggers: [
    trigger(
      'accounts_search_text',
      'before',
      ['insert', 'update'],
      'create trigger accounts_search_text before insert or update of name, legal_name, business_name, industry on accounts for each row execute function accounts_search_text()',
    ),
    followedBy('contacts', 'accounts', ['name', 'deleted_at']),
    followedBy('leads', 'accounts', ['name']),
    followedBy('opportunities', 'accounts', ['name']),
    followedBy('documents', 'accounts', ['name']),
  ],
});

export class Account extends AccountSchema.class {}
AccountSchema.setClass(Account);
