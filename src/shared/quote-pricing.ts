/**
 * A quote's price, from what the prospect chose: the same functions the proposal pages use
 * (pricing.ts), so the server's price is the page's. Amounts are frozen in whole cents.
 */
import { findModule, type ModuleId } from './catalog/modules.ts';
import { registrationGroups, type AuditType } from './catalog/registration-groups.ts';
import type { QuotedProviderType } from './enums.ts';
import {
  auditedAsCertification,
  calculateExistingProviderPricing,
  calculateProposalPricing,
  pricingLines,
} from './pricing.ts';
import type { ExistingProviderDetails } from './proposal.ts';

/** What a quote keeps of the proposal, as it was when accepted. */
export type QuoteSnapshot = {
  groups: { id: string; number: string; name: string; auditType: AuditType }[];
  modules: { id: ModuleId; name: string; priceCents: number }[];
  /** Every amount of the subtotal: modules, Verification Audit, existing-provider fees. */
  lines: { label: string; amountCents: number }[];
};

export type QuotePrice = {
  snapshot: QuoteSnapshot;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
};

export const toCents = (dollars: number) => Math.round(dollars * 100);

/** The quote of the chosen groups (ids of the catalog), for a new or an existing provider. */
export function priceQuote(
  providerType: QuotedProviderType,
  groupIds: readonly string[],
  details: ExistingProviderDetails | null,
): QuotePrice {
  const chosen = registrationGroups.filter((group) => groupIds.includes(group.id));
  const existing = providerType === 'existing_seeking_registration';
  const groups = existing ? chosen.map(auditedAsCertification) : chosen;
  const pricing =
    existing && details
      ? calculateExistingProviderPricing(chosen, details)
      : calculateProposalPricing(groups);
  return {
    snapshot: {
      groups: groups.map(({ id, number, name, auditType }) => ({ id, number, name, auditType })),
      modules: pricing.modules.map(({ moduleId, price }) => ({
        id: moduleId,
        name: findModule(moduleId).name,
        priceCents: toCents(price),
      })),
      lines: pricingLines(pricing).map(({ label, amount }) => ({ label, amountCents: toCents(amount) })),
    },
    subtotalCents: toCents(pricing.subtotal),
    gstCents: toCents(pricing.gst),
    totalCents: toCents(pricing.total),
  };
}

/** Cents as dollars, for the shared AUD formatters. */
export const fromCents = (cents: number) => cents / 100;
