import { Badge } from '@mantine/core';
import { evidenceItemStatus, type EvidenceItemStatus } from '../../../shared/enums.ts';

const colors: Record<EvidenceItemStatus, string> = {
  requested: 'gray',
  received: 'blue',
  accepted: 'teal',
  rejected: 'red',
};

/** An item's status as staff read it. */
export function EvidenceStatusBadge({ status }: { status: EvidenceItemStatus }) {
  return (
    <Badge variant="light" color={colors[status]} style={{ flexShrink: 0 }}>
      {evidenceItemStatus.label(status)}
    </Badge>
  );
}
