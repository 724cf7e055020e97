import type { z } from 'zod';
import type { RecordTypeConfig } from '../records/recordType.ts';
import { QuoteCard } from './QuoteCard.tsx';
import { QuoteDetail } from './QuoteDetail.tsx';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';
import { totalText } from './quoteText.ts';
import { WithdrawQuoteButton } from './WithdrawQuoteButton.tsx';

/** Quotes in the record kit: read-only (the public checkout makes them), at /crm/quotes. */
import { reportListFilters } from '../../../shared/report-links.ts';
import { ReportFilterNote } from '../records/ReportFilterNote.tsx';

/** The filters a report's link puts on quotes, said in words. */
function QuoteFilters() {
  return <ReportFilterNote names={['status', 'accepted', 'group']} />;
}

export const quoteRecords: RecordTypeConfig<'quotes', z.ZodObject> = {
  path: 'quotes',
  singular: 'Quote',
  plural: 'quotes',
  list: {
    sorts: [
      { value: 'newest', label: 'Newest first' },
      { value: 'oldest', label: 'Oldest first' },
    ],
    Card: QuoteCard,
    filters: { fromUrl: reportListFilters.quotes, Controls: QuoteFilters },
  },
  detail: {
    header: (quote) => ({
      title: `Quote ${quote.number}`,
      subtitle: `${quote.businessName} · ${totalText(quote.totalCents)}`,
      badges: <QuoteStatusBadge status={quote.status} />,
    }),
    Sections: QuoteDetail,
    Actions: WithdrawQuoteButton,
  },
};
