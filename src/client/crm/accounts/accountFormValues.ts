import type { AccountInput } from '../../../shared/schemas/account.ts';
import { titleCased } from '../../../shared/record-fields/fields.ts';
import { accountLabels } from '../../../shared/record-fields/accounts.ts';
import type { RouterOutputs } from '../../trpc.ts';

/** The form's labels: src/shared's, in title case. */
export const accountFormLabels = titleCased(accountLabels);

type Account = RouterOutputs['accounts']['byId'];

/** The form's starting values: the account's, or empty ones ('' for empty text and numbers). */
export function accountFormValues(account: Account | null): AccountInput {
  return {
    name: account?.name ?? '',
    accountType: account?.accountType ?? 'small_business',
    legalName: account?.legalName ?? '',
    businessName: account?.businessName ?? '',
    abn: account?.abn ?? '',
    taxId: account?.taxId ?? '',
    parentAccountId: account?.parentAccount?.id ?? null,
    industry: account?.industry ?? '',
    website: account?.website ?? '',
    businessEmail: account?.businessEmail ?? '',
    businessPhone: account?.businessPhone ?? '',
    phone: account?.phone ?? '',
    email: account?.email ?? '',
    annualRevenue: account?.annualRevenue ?? '',
    employeeCount: account?.employeeCount ?? '',
    address: account?.address ?? '',
    city: account?.city ?? '',
    state: account?.state ?? '',
    postcode: account?.postcode ?? '',
    notes: account?.notes ?? '',
    ownerId: account?.ownerId ?? null,
    registrationDecisionDate: account?.registrationDecisionDate ?? null,
    registrationExpiryDate: account?.registrationExpiryDate ?? null,
    nextAuditDate: account?.nextAuditDate ?? null,
    registrationGroups: account?.registrationGroups ?? [],
  };
}
