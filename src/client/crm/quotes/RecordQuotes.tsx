import '@mantine/core/styles/Table.css';
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatAudWithCents, formatDate } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';
import { useTRPC } from '../../trpc.ts';
import { DetailCard } from '../components/DetailCard.tsx';
import { recordUrl } from '../records/recordUrl.ts';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';

type QuotesOf = { leadId: string } | { accountId: string } | { opportunityId: string };

/** The Quotes section of a lead, account or opportunity: number, date (from 576 px), total inc GST, status, newest first. */
export function RecordQuotes({ of }: { of: QuotesOf }) {
  const trpc = useTRPC();
  const quotes = useQuery(trpc.quotes.list.queryOptions({ ...of, pageSize: 100 }));
  return (
    <DetailCard title="Quotes">
      {quotes.isPending ? (
        <Skeleton h={24} />
      ) : quotes.isError ? (
        <Text size="sm" c="red">
          Failed to load quotes
        </Text>
      ) : quotes.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No quotes yet
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={280}>
          <Table verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Number</Table.Th>
                <Table.Th visibleFrom="sm">Date</Table.Th>
                <Table.Th ta="right">Total inc GST</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {quotes.data.items.map((quote) => (
                <Table.Tr key={quote.id}>
                  <Table.Td>
                    <Anchor component={Link} to={recordUrl('quotes', quote.id)}>
                      {quote.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{formatDate(quote.acceptedAt)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatAudWithCents(fromCents(quote.totalCents))}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <QuoteStatusBadge status={quote.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </DetailCard>
  );
}
