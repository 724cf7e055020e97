import { IconBuilding, IconCalendar, IconUser } from '@tabler/icons-react';
import { formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { EvidenceProgressBar } from './EvidenceProgressBar.tsx';
import { SentBadge } from './SentBadge.tsx';

type EvidenceRequestRow = RouterOutputs['evidence_requests']['list']['items'][number];

/** A request in the list: sent or not, its account and contact, due date and progress. */
export function EvidenceRequestCard({
  record,
  actions,
}: {
  record: EvidenceRequestRow;
  actions: RecordCardActions;
}) {
  return (
    <RecordCard title={record.title} badges={<SentBadge sentAt={record.sentAt} />} {...actions}>
      <IconText icon={IconBuilding}>{record.account.name}</IconText>
      <IconText icon={IconUser}>{record.contact.name}</IconText>
      <IconText icon={IconCalendar}>Due {formatDate(record.dueDate)}</IconText>
      <EvidenceProgressBar progress={record.progress} label={record.title} />
    </RecordCard>
  );
}
