import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Group,
  List,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconDownload, IconFileText } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { firm } from '../../firm.ts';
import { formatAudWithCents, formatDate } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';
import { quotePath, quotePdfPath } from '../../../shared/routes.ts';
import type { RouterOutputs } from '../../trpc.ts';
import { PageHero } from '../layout/PageHero.tsx';

export type AcceptedQuote = RouterOutputs['quotes']['accept'];

/** Bank-transfer details, with the quote number as the reference: a real way to pay while card payment is coming. */
export function BankTransferDetails({
  bank,
  number,
  totalCents,
}: {
  bank: NonNullable<AcceptedQuote['bank']>;
  number: string;
  totalCents: number;
}) {
  const rows = [
    ['Account name', bank.accountName],
    ['BSB', bank.bsb],
    ['Account number', bank.accountNumber],
    ['Amount', formatAudWithCents(fromCents(totalCents))],
    ['Reference', number],
  ];
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        Pay by bank transfer
      </Text>
      <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0}>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th fw={400} c="dimmed" w={140}>
                {label}
              </Table.Th>
              <Table.Td fw={600}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The tab's title while the confirmation shows; the checkout's comes back when it goes. */
function useAcceptedTitle() {
  useEffect(() => {
    const before = document.title;
    document.title = `Proposal Accepted | ${firm.name}`;
    return () => {
      document.title = before;
    };
  }, []);
}

/**
 * What replaces the checkout once the proposal is accepted, from the top of the page: the quote
 * number, its private link (View quote, Download PDF: the link given to this browser), how to
 * pay when bank details are set, and what happens next.
 */
export default function QuoteConfirmation({ accepted, email }: { accepted: AcceptedQuote; email: string }) {
  const { quote, bank } = accepted;
  const pdfLink = `${quotePdfPath}?token=${encodeURIComponent(quote.checkoutToken)}`;
  useAcceptedTitle();
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, []);
  return (
    <>
      <PageHero title="Proposal Accepted" lead="Thank you: your NDIS registration is on its way." />
      <Container size="md" py="xl">
        <Stack gap="lg">
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Proposal accepted" role="status">
            Your quote number is <strong>{quote.number}</strong>. We have emailed a copy with the PDF to{' '}
            {email}. It is valid until {formatDate(quote.validUntil)}.
          </Alert>
          <Group gap="sm">
            <Button
              component={Link}
              to={quotePath(quote.checkoutToken)}
              leftSection={<IconFileText size={18} aria-hidden />}
            >
              View quote
            </Button>
            <Button
              component="a"
              href={pdfLink}
              download={`${quote.number}.pdf`}
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden />}
            >
              Download PDF
            </Button>
          </Group>
          {bank && (
            <Card withBorder radius="md" padding="lg">
              <BankTransferDetails bank={bank} number={quote.number} totalCents={quote.totalCents} />
            </Card>
          )}
          <Card withBorder radius="md" padding="lg">
            <Title order={2} size="h4" mb="sm">
              Next steps
            </Title>
            <List spacing="xs" type="ordered">
              <List.Item>Check your inbox for the quote and its PDF from {firm.name}.</List.Item>
              {bank && (
                <List.Item>Transfer the amount above with your quote number as the reference.</List.Item>
              )}
              <List.Item>
                We contact you within 24-48 hours to start your registration, beginning with training.
              </List.Item>
              <List.Item>
                Questions? Call <Anchor href={firm.phoneHref}>{firm.phone}</Anchor> or email{' '}
                <Anchor href={firm.emailHref}>{firm.email}</Anchor>.
              </List.Item>
            </List>
          </Card>
        </Stack>
      </Container>
    </>
  );
}
