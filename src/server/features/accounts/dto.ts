import type { Loaded } from '@mikro-orm/core';
import type { AccountType } from '../../../shared/enums.ts';
import type { Account } from '../../db/entities/account.ts';

/** Load options for an account with just enough of its parent account to show it. */
export const withParentName = {
  populate: ['parentAccount'],
  fields: ['*', 'parentAccount.id', 'parentAccount.name', 'parentAccount.deletedAt'],
} as const;

type AccountWithParent = Loaded<
  Account,
  'parentAccount',
  '*' | 'parentAccount.id' | 'parentAccount.name' | 'parentAccount.deletedAt'
>;

/**
 * An account as the API shows it: every field of the spec, without who created it or its
 * deletion mark; `parentAccount` is null when it has none or its parent was deleted.
 */
export type AccountDto = {
  id: string;
  name: string;
  legalName: string | null;
  businessName: string | null;
  abn: string | null;
  taxId: string | null;
  accountType: AccountType;
  parentAccount: AccountOption | null;
  industry: string | null;
  website: string | null;
  businessEmail: string | null;
  businessPhone: string | null;
  phone: string | null;
  email: string | null;
  annualRevenue: number | null;
  employeeCount: number | null;
  address: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toAccountDto(account: AccountWithParent): AccountDto {
  const parent = account.parentAccount && !account.parentAccount.deletedAt ? account.parentAccount : null;
  return {
    id: account.id,
    name: account.name,
    legalName: account.legalName ?? null,
    businessName: account.businessName ?? null,
    abn: account.abn ?? null,
    taxId: account.taxId ?? null,
    accountType: account.accountType,
    parentAccount: parent ? { id: parent.id, name: parent.name } : null,
    industry: account.industry ?? null,
    website: account.website ?? null,
    businessEmail: account.businessEmail ?? null,
    businessPhone: account.businessPhone ?? null,
    phone: account.phone ?? null,
    email: account.email ?? null,
    annualRevenue: account.annualRevenue ?? null,
    employeeCount: account.employeeCount ?? null,
    address: account.address ?? null,
    city: account.city ?? null,
    state: account.state ?? null,
    postcode: account.postcode ?? null,
    notes: account.notes ?? null,
    createdAt: account.createdAt,
    updatedAt: account.updatedAt,
  };
}

/** For selectors: the account selector of lead and contact forms, the parent account choices. */
export type AccountOption = { id: string; name: string };

/** A contact as the account detail's Associated Contacts shows it. */
export type AccountContactDto = {
  id: string;
  firstName: string;
  lastName: string;
  position: string | null;
  isPrimary: boolean;
};
