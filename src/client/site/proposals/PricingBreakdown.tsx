import { Box, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { pricingLines } from '../../../shared/pricing.ts';
import type { ProposalPricing } from '../../../shared/proposal.ts';

type PricingBreakdownProps = {
  pricing: ProposalPricing;
  formatAmount: (amount: number) => string;
};

const ruled = { borderTop: '1px solid var(--mantine-color-default-border)' };

/** A plain table: Mantine's Table brings its ScrollArea (and floating-ui) into the page's up-front script. */
function Row({
  label,
  amount,
  bold,
  style,
}: {
  label: ReactNode;
  amount: ReactNode;
  bold?: boolean;
  style?: object;
}) {
  return (
    <tr style={style}>
      <Box component="th" scope="row" fw={bold ? 700 : 400} ta="start" py={6} px={0}>
        {label}
      </Box>
      <Box component="td" ta="right" py={6} px={0} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Box>
    </tr>
  );
}

/** One row per amount in the subtotal, then Subtotal, GST (10%) and Total. */
export function PricingBreakdown({ pricing, formatAmount }: PricingBreakdownProps) {
  return (
    <Box
      component="table"
      w="100%"
      fz="sm"
      lh="var(--mantine-line-height)"
      style={{ borderCollapse: 'collapse' }}
    >
      <tbody>
        {pricingLines(pricing).map((line) => (
          <Row key={line.label} label={line.label} amount={formatAmount(line.amount)} />
        ))}
        <Row label="Subtotal" amount={formatAmount(pricing.subtotal)} bold style={ruled} />
        <Row label="GST (10%)" amount={formatAmount(pricing.gst)} />
        <Row
          label={
            <Text fw={700} size="lg">
              Total
            </Text>
          }
          amount={
            <Text fw={700} size="lg">
              {formatAmount(pricing.total)}
            </Text>
          }
          bold
          style={ruled}
        />
      </tbody>
    </Box>
  );
}
