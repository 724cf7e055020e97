import { Divider } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatAud } from '../../../shared/format.ts';
import type { ProposalPricing } from '../../../shared/proposal.ts';
import { PricingBreakdown } from './PricingBreakdown.tsx';
import { SectionCard } from './SectionCard.tsx';

type PricingSummaryCardProps = {
  pricing: ProposalPricing;
  /** What the prospect does next, shown under the price. */
  children: ReactNode;
};

/** Catalog prices and fees are whole hundreds of dollars, so every amount here is whole dollars. */
export function PricingSummaryCard({ pricing, children }: PricingSummaryCardProps) {
  return (
    <SectionCard
      title="Pricing Summary"
      description={pricing.subtotal === 0 && 'Select registration groups to build your price.'}
    >
      <PricingBreakdown pricing={pricing} formatAmount={formatAud} />
      <Divider my="md" />
      {children}
    </SectionCard>
  );
}
