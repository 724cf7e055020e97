import { Badge } from '@mantine/core';
import { leadStatus, priority, type LeadStatus, type Priority } from '../../../shared/enums.ts';

const statusColors: Record<LeadStatus, string> = {
  new: 'blue',
  contacted: 'cyan',
  qualified: 'teal',
  proposal_sent: 'violet',
  negotiation: 'orange',
  closed_won: 'green',
  closed_lost: 'gray',
};

const priorityColors: Record<Priority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge color={statusColors[status]} variant="light">
      {leadStatus.label(status)}
    </Badge>
  );
}

export function LeadPriorityBadge({ value }: { value: Priority }) {
  return (
    <Badge color={priorityColors[value]} variant="outline">
      {priority.label(value)}
    </Badge>
  );
}
