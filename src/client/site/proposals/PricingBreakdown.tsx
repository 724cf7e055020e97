import '@mantine/core/styles/Table.css';
import { Table, Text } from '@mantine/core';
import { pricingLines } from '../../../shared/pricing.ts';
import type { ProposalPricing } from '../../../shared/proposal.ts';

type PricingBreakdownProps = {
  pricing: ProposalPricing;
  formatAmount: (amount: number) => string;
};

/** One row per amount in the subtotal, then Subtotal, GST (10%) and Total. */
export function PricingBreakdown({ pricing, formatAmount }: PricingBreakdownProps) {
  const lines = pricingLines(pricing);

  return (
    <Table withRowBorders={false} verticalSpacing={6} horizontalSpacing={0} fz="sm">
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.label}>
            <Table.Th scope="row" fw={400}>
              {line.label}
            </Table.Th>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatAmount(line.amount)}
            </Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">Subtotal</Table.Th>
          <Table.Td ta="right">{formatAmount(pricing.subtotal)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Th scope="row" fw={400}>
            GST (10%)
          </Table.Th>
          <Table.Td ta="right">{formatAmount(pricing.gst)}</Table.Td>
        </Table.Tr>
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Table.Th scope="row">
            <Text fw={700} size="lg">
              Total
            </Text>
          </Table.Th>
          <Table.Td ta="right">
            <Text fw={700} size="lg">
              {formatAmount(pricing.total)}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
