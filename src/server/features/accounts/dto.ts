import type { EntityDTO } from '@mikro-orm/core';
import { derivedComplianceDates } from '../../../shared/compliance.ts';
import type { Account } from '../../db/entities/account.ts';

/** An account's own fields, from an entity or from a list row (which has the same property names). */
type AccountFields = Omit<EntityDTO<Account>, 'parentAccount' | 'owner' | 'createdBy' | 'deletedAt'>;

/** For selectors: the account selector of lead and contact forms, the parent account choices. */
export type AccountOption = { id: string; name: string };

/**
 * An account as the API shows it: every field of the spec, without who created it or its
 * deletion mark; `parentAccount` is null when it has none or its parent was deleted; the owner
 * and the compliance calendar with its derived dates.
 */
export function toAccountDto(
  account: AccountFields,
  parentAccount: AccountOption | null,
  owner: { id: string; name: string | null } | null,
) {
  const registrationDecisionDate = account.registrationDecisionDate ?? null;
  const registrationExpiryDate = account.registrationExpiryDate ?? null;
  return {
    ...toAccountSummary(account, parentAccount, owner),
    businessName: account.businessName ?? null,
    abn: account.abn ?? null,
    taxId: account.taxId ?? null,
    website: account.website ?? null,
    email: account.email ?? null,
    address: account.address ?? null,
    postcode: account.postcode ?? null,
    notes: account.notes ?? null,
    registrationDecisionDate,
    nextAuditDate: account.nextAuditDate ?? null,
    registrationGroups: account.registrationGroups,
    /** Each automatic task's date, derived from the registration dates. */
    complianceDates: derivedComplianceDates({ registrationDecisionDate, registrationExpiryDate }),
    updatedAt: account.updatedAt,
  };
}

export type AccountDto = ReturnType<typeof toAccountDto>;

/**
 * The columns of an account that its list reads: what the list's card and table show (type,
 * name, legal name, industry, registration expiry, size, revenue, contact details, place, when
 * it was created). The address, the notes, the registration groups and the derived compliance
 * dates are the detail's: read for every row, they made a page of 25 accounts 20 KB of JSON
 * against 12 and cost the server a quarter more CPU a call (README: "The account and contact
 * lists' columns").
 */
export const accountSummaryColumns = [
  'name',
  'legalName',
  'accountType',
  'industry',
  'registrationExpiryDate',
  'employeeCount',
  'annualRevenue',
  'businessEmail',
  'businessPhone',
  'phone',
  'city',
  'state',
  'createdAt',
] as const satisfies readonly (keyof AccountFields)[];
type AccountSummaryFields = Pick<AccountFields, 'id' | (typeof accountSummaryColumns)[number]>;

/** An account as its list shows it: `accountSummaryColumns`, the parent account and the owner. */
export function toAccountSummary(
  account: AccountSummaryFields,
  parentAccount: AccountOption | null,
  owner: { id: string; name: string | null } | null,
) {
  return {
    id: account.id,
    name: account.name,
    legalName: account.legalName ?? null,
    accountType: account.accountType,
    parentAccount,
    industry: account.industry ?? null,
    businessEmail: account.businessEmail ?? null,
    businessPhone: account.businessPhone ?? null,
    phone: account.phone ?? null,
    // A list row is read without the entity's mapping: PostgreSQL's numeric arrives as text.
    annualRevenue:
      account.annualRevenue === null || account.annualRevenue === undefined
        ? null
        : Number(account.annualRevenue),
    employeeCount: account.employeeCount ?? null,
    city: account.city ?? null,
    state: account.state ?? null,
    ownerId: owner?.id ?? null,
    ownerName: owner?.name ?? null,
    registrationExpiryDate: account.registrationExpiryDate ?? null,
    createdAt: account.createdAt,
  };
}

export type AccountSummary = ReturnType<typeof toAccountSummary>;
