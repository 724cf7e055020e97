import { Badge } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconFile } from '@tabler/icons-react';
import { activitySubject, documentType } from '../../../shared/enums.ts';
import { formatDate } from '../../../shared/format.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import { fileText } from './documentText.ts';

type DocumentRow = RouterOutputs['documents']['list']['items'][number];

/** A document in the list: type, title, its record, its file, its expiry. */
export function DocumentCard({ record, actions }: { record: DocumentRow; actions: RecordCardActions }) {
  return (
    <RecordCard
      title={record.title}
      badges={<Badge variant="light">{documentType.label(record.type)}</Badge>}
      {...actions}
    >
      <IconText icon={IconBriefcase}>
        {activitySubject.label(record.subject)}: {record.subjectName ?? 'Unnamed'}
      </IconText>
      <IconText icon={IconFile}>{fileText(record)}</IconText>
      {record.expiresOn && <IconText icon={IconCalendar}>Expires {formatDate(record.expiresOn)}</IconText>}
    </RecordCard>
  );
}
