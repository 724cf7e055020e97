import { Text } from '@mantine/core';
import {
  IconBriefcase,
  IconCertificate,
  IconCurrencyDollar,
  IconMail,
  IconMapPin,
  IconPhone,
  IconUsers,
} from '@tabler/icons-react';
import { formatAud, formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { cityAndState, distinctLegalName } from './accountText.ts';
import { AccountTypeBadge } from './AccountTypeBadge.tsx';

type Account = RouterOutputs['accounts']['list']['items'][number];

/** An account in the list: type, name, legal name if different, industry, size, revenue, contact details, place. */
export function AccountCard({ record: account, actions }: { record: Account; actions: RecordCardActions }) {
  const legalName = distinctLegalName(account);
  const place = cityAndState(account);
  return (
    <RecordCard title={account.name} badges={<AccountTypeBadge type={account.accountType} />} {...actions}>
      {legalName && (
        <Text size="sm" c="dimmed">
          Legal: {legalName}
        </Text>
      )}
      {account.industry && <IconText icon={IconBriefcase}>{account.industry}</IconText>}
      {account.registrationExpiryDate && (
        <IconText icon={IconCertificate}>
          Registration expires {formatDate(account.registrationExpiryDate)}
        </IconText>
      )}
      {account.employeeCount !== null && (
        <IconText icon={IconUsers}>
          {account.employeeCount.toLocaleString('en-AU')}{' '}
          {account.employeeCount === 1 ? 'employee' : 'employees'}
        </IconText>
      )}
      {account.annualRevenue !== null && (
        <IconText icon={IconCurrencyDollar}>{formatAud(account.annualRevenue)}</IconText>
      )}
      {account.businessEmail && (
        <IconText icon={IconMail} oneLine={account.businessEmail}>
          {account.businessEmail}
        </IconText>
      )}
      {account.businessPhone && <IconText icon={IconPhone}>{account.businessPhone}</IconText>}
      {place && <IconText icon={IconMapPin}>{place}</IconText>}
    </RecordCard>
  );
}
