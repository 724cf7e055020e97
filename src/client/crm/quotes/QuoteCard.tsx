import { Text } from '@mantine/core';
import { IconBuilding, IconCash, IconUser } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';
import { totalText } from './quoteText.ts';

type Quote = RouterOutputs['quotes']['list']['items'][number];

/** A quote in the list: status, number, business, prospect, total, date. */
export function QuoteCard({ record, actions }: { record: Quote; actions: RecordCardActions }) {
  return (
    <RecordCard title={record.number} badges={<QuoteStatusBadge status={record.status} />} {...actions}>
      <IconText icon={IconBuilding}>{record.businessName}</IconText>
      <IconText icon={IconUser}>{record.prospectName}</IconText>
      <IconText icon={IconCash}>{totalText(record.totalCents)}</IconText>
      <Text size="xs" c="dimmed">
        Accepted {formatDate(record.acceptedAt)}
      </Text>
    </RecordCard>
  );
}
