import { Alert, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatAudWithCents, formatDate } from '../../../shared/format.ts';
import { fromCents } from '../../../shared/quote-pricing.ts';
import type { RouterOutputs } from '../../trpc.ts';

type Accepted = RouterOutputs['quotes']['accept'];

/** Bank-transfer details, with the quote number as the reference: a real way to pay while card payment is coming. */
export function BankTransferDetails({
  bank,
  number,
  totalCents,
}: {
  bank: NonNullable<Accepted['bank']>;
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

/** What the prospect sees once the proposal is accepted: the quote number, its validity, how to pay. */
export function QuoteConfirmation({ accepted, email }: { accepted: Accepted; email: string }) {
  const { quote, bank } = accepted;
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Proposal accepted" role="status">
        Your quote number is <strong>{quote.number}</strong>. We have emailed a copy with the PDF to {email}.
        It is valid until {formatDate(quote.validUntil)}.
      </Alert>
      {bank && <BankTransferDetails bank={bank} number={quote.number} totalCents={quote.totalCents} />}
    </Stack>
  );
}
