import { accountInputSchema } from '../../../shared/schemas/account.ts';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { AccountCard } from './AccountCard.tsx';
import { AccountFilters, accountFiltersFromUrl } from './AccountFilters.tsx';
import { AccountDetail } from './AccountDetail.tsx';
import { AccountFields } from './AccountFields.tsx';
import { accountFormValues } from './accountFormValues.ts';
import { distinctLegalName } from './accountText.ts';
import { AccountTypeBadge } from './AccountTypeBadge.tsx';
import { formatDate } from '../../../shared/format.ts';

/** Accounts in the record kit: /crm/accounts. */
export const accountRecords: RecordTypeConfig<'accounts', typeof accountInputSchema> = {
  path: 'accounts',
  singular: 'Account',
  plural: 'accounts',
  list: {
    sorts: [
      { value: 'name', label: 'Name' },
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
    ],
    Card: AccountCard,
    filters: { fromUrl: accountFiltersFromUrl, Controls: AccountFilters },
    table: {
      name: (account) => account.name,
      nameLabel: 'Name',
      nameSort: 'name',
      columns: [
        { label: 'Type', value: (account) => <AccountTypeBadge type={account.accountType} /> },
        {
          label: 'Location',
          value: (account) => [account.city, account.state].filter(Boolean).join(', ') || '—',
        },
        { label: 'Phone', value: (account) => account.businessPhone ?? account.phone ?? '—' },
        { label: 'Created', sort: 'newest', value: (account) => formatDate(account.createdAt) },
      ],
      owner: true,
    },
  },
  detail: {
    header: (account) => {
      const legalName = distinctLegalName(account);
      const badges = <AccountTypeBadge type={account.accountType} />;
      return { title: account.name, subtitle: legalName && `Legal: ${legalName}`, badges };
    },
    Sections: AccountDetail,
  },
  duplicates: true,
  form: { schema: accountInputSchema, values: accountFormValues, Fields: AccountFields },
};
