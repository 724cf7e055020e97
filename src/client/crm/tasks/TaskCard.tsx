import { Badge } from '@mantine/core';
import { IconBriefcase, IconCalendar, IconUser } from '@tabler/icons-react';
import { activitySubject, taskStatus } from '../../../shared/enums.ts';
import { IconText } from '../components/IconText.tsx';
import { RecordCard, type RecordCardActions } from '../records/RecordCard.tsx';
import type { TaskRow } from './TaskLine.tsx';
import { dueText } from './taskText.ts';

/** A task in the list: status, title, record, due, assignee. */
export function TaskCard({ record, actions }: { record: TaskRow; actions: RecordCardActions }) {
  return (
    <RecordCard
      title={record.title}
      badges={
        <Badge variant="light" color={record.status === 'done' ? 'green' : 'blue'}>
          {taskStatus.label(record.status)}
        </Badge>
      }
      {...actions}
    >
      <IconText icon={IconBriefcase}>
        {activitySubject.label(record.subject)}: {record.subjectName ?? 'Unnamed'}
      </IconText>
      <IconText icon={IconCalendar}>Due {dueText(record)}</IconText>
      <IconText icon={IconUser}>{record.assigneeName ?? 'Unassigned'}</IconText>
    </RecordCard>
  );
}
