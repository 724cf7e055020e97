import { Badge } from '@mantine/core';
import { formatDate } from '../../../shared/format.ts';

/** 'Not sent', or when the contact was last mailed the link. */
export function SentBadge({ sentAt }: { sentAt: Date | null }) {
  return sentAt ? (
    <Badge variant="light" color="blue">
      Sent {formatDate(sentAt)}
    </Badge>
  ) : (
    <Badge variant="light" color="gray">
      Not sent
    </Badge>
  );
}
