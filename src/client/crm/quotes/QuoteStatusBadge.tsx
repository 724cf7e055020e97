import { Badge } from '@mantine/core';
import { quoteStatus, type QuoteStatus } from '../../../shared/enums.ts';

const colors: Record<QuoteStatus, string> = {
  accepted: 'green',
  expired: 'gray',
  superseded: 'yellow',
  withdrawn: 'red',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge variant="light" color={colors[status]}>
      {quoteStatus.label(status)}
    </Badge>
  );
}
