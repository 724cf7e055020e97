import { Group, Text } from '@mantine/core';
import { IconBuilding, IconCalendar, IconCash, IconPercentage, IconUser } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { amountText } from './opportunityText.ts';
import { StageBadge } from './StageBadge.tsx';

type Opportunity = RouterOutputs['opportunities']['list']['items'][number];

/** An opportunity in the list: stage, name, account, amount, probability, close date, owner. */
export function OpportunityCard({ record, actions }: { record: Opportunity; actions: RecordCardActions }) {
  return (
    <RecordCard title={record.name} badges={<StageBadge stage={record.stage} />} {...actions}>
      <IconText icon={IconBuilding}>{record.accountName}</IconText>
      <Group gap="lg">
        <IconText icon={IconCash}>{amountText(record.amount)}</IconText>
        <IconText icon={IconPercentage}>{record.probability}% probability</IconText>
      </Group>
      {record.expectedCloseDate && (
        <IconText icon={IconCalendar}>Close {formatDate(record.expectedCloseDate)}</IconText>
      )}
      <IconText icon={IconUser}>{record.ownerName ?? 'No owner'}</IconText>
      <Text size="xs" c="dimmed">
        Created {formatDate(record.createdAt)}
      </Text>
    </RecordCard>
  );
}
