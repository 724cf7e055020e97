import { Group, Text } from '@mantine/core';
import { IconBuilding, IconCalendar, IconCash, IconPercentage, IconUser } from '@tabler/icons-react';
import { enquiryType } from '../../../shared/enums.ts';
import { formatAud, formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { LeadStatusBadge } from './LeadBadges.tsx';

type Lead = RouterOutputs['leads']['list']['items'][number];

/** A lead in the list: status, title, enquiry type, account, contact, value, probability, close date, description. */
export function LeadCard({ record: lead, actions }: { record: Lead; actions: RecordCardActions }) {
  return (
    <RecordCard title={lead.title} badges={<LeadStatusBadge status={lead.status} />} {...actions}>
      <Text size="sm" c="dimmed">
        {enquiryType.label(lead.enquiryType)}
      </Text>
      <IconText icon={IconBuilding}>{lead.accountName}</IconText>
      <IconText icon={IconUser}>{lead.contactName}</IconText>
      <Group gap="lg">
        {lead.estimatedValue !== null && (
          <IconText icon={IconCash}>{formatAud(lead.estimatedValue)}</IconText>
        )}
        <IconText icon={IconPercentage}>{lead.probability}% probability</IconText>
      </Group>
      {lead.expectedCloseDate && (
        <IconText icon={IconCalendar}>Close {formatDate(lead.expectedCloseDate)}</IconText>
      )}
      {lead.description && (
        <Text size="sm" c="dimmed" lineClamp={2}>
          {lead.description}
        </Text>
      )}
    </RecordCard>
  );
}
