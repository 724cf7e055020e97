import { Text } from '@mantine/core';
import { formatAudWithCents } from '../../../shared/format.ts';
import type { ProposalPricing } from '../../../shared/proposal.ts';
import { siteHeaderHeight } from '../layout/SiteHeader.tsx';
import { PricingBreakdown } from '../proposals/PricingBreakdown.tsx';
import { SectionCard } from '../proposals/SectionCard.tsx';

/** Stays in view beside the checkout on wide screens. */
export function OrderSummaryCard({ pricing }: { pricing: ProposalPricing }) {
  return (
    <SectionCard title="Order Summary" pos="sticky" top={siteHeaderHeight + 24}>
      <PricingBreakdown pricing={pricing} formatAmount={formatAudWithCents} />
      <Text size="xs" c="dimmed" mt="md">
        Processing typically takes 24-48 hours
      </Text>
    </SectionCard>
  );
}
