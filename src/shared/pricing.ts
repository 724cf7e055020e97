/**
 * Proposal pricing (spec section 9) as pure functions. Catalog prices and fees are dollars;
 * every sum is taken in whole cents, so there is no floating-point drift, and returned in dollars.
 *
 * New provider: the distinct modules the selected groups require (each once), plus the
 * Verification Audit fee when at least one group is Verification and none is Certification.
 * GST is 10% of the subtotal; total = subtotal + GST.
 *
 * Existing provider: every group on that page is audited as Certification, so the Verification
 * Audit fee never applies; the modules are still those the chosen groups require (the same base
 * as for a new provider, as the spec's rule reads).
 * The existing-provider fees are added to the subtotal before GST, one `extras` line each.
 */
import { findModule, modules, type Module, type ModuleId } from './catalog/modules.ts';
import type { RegistrationGroup } from './catalog/registration-groups.ts';
import type { ExistingProviderDetails, OutletKind, ProposalPricing } from './proposal.ts';

const verificationAuditFee = 1100;
/** Each existing-provider fee: core module clients, each additional module, each outlet, the internal audit report. */
export const existingProviderFee = 500;
const gstPercent = 10;

export type PricingLine = { label: string; amount: number };

/** A count as typed into a form: a number, or the raw text when it is not one yet. */
export type CountInput = number | string;

export type ExistingProviderDetailsInput = {
  hasClients: boolean;
  clientCount: CountInput;
  modulesWithClients: readonly ModuleId[];
  outlets: Record<OutletKind, CountInput>;
};

export const outletKinds: readonly { kind: OutletKind; label: string }[] = [
  { kind: 'sil', label: 'SIL' },
  { kind: 'sda', label: 'SDA' },
  { kind: 'office', label: 'Office' },
  { kind: 'groupCentre', label: 'Group centre' },
];

/** A whole number of 0 or more: decimals are dropped, negatives become 0, non-numeric input ('', 'abc') becomes 0. */
export function toCount(value: CountInput): number {
  const number = Number(value);
  return Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : 0;
}

/** The distinct modules the groups require, each once, in catalog order. */
export function requiredModulesFor(groups: readonly RegistrationGroup[]): Module[] {
  const required = new Set(groups.flatMap((group) => group.requiredModules));
  return modules.filter((module) => required.has(module.id));
}

/** If any chosen group needs Certification, the whole registration is audited under Certification scope. */
export function needsCertification(groups: readonly RegistrationGroup[]): boolean {
  return groups.some((group) => group.auditType === 'Certification');
}

/** A group as the existing-provider page shows and prices it: audited under Certification. */
export function auditedAsCertification(group: RegistrationGroup): RegistrationGroup {
  return { ...group, auditType: 'Certification' };
}

export function calculateProposalPricing(groups: readonly RegistrationGroup[]): ProposalPricing {
  const chargesVerificationAudit =
    groups.some((group) => group.auditType === 'Verification') && !needsCertification(groups);
  return priceLines(
    requiredModulesFor(groups).map((module) => ({ moduleId: module.id, price: module.price })),
    chargesVerificationAudit ? verificationAuditFee : 0,
    [],
  );
}

export function calculateExistingProviderPricing(
  groups: readonly RegistrationGroup[],
  details: ExistingProviderDetailsInput,
): ProposalPricing {
  const base = calculateProposalPricing(groups.map(auditedAsCertification));
  return priceLines(
    base.modules,
    base.auditPrice,
    existingProviderExtras(toExistingProviderDetails(details)),
  );
}

/** The details with every count a whole number of 0 or more and the ticked modules once each, in catalog order. */
export function toExistingProviderDetails(input: ExistingProviderDetailsInput): ExistingProviderDetails {
  return {
    hasClients: input.hasClients,
    clientCount: toCount(input.clientCount),
    modulesWithClients: modules
      .filter((module) => input.modulesWithClients.includes(module.id))
      .map((module) => module.id),
    outlets: {
      sil: toCount(input.outlets.sil),
      sda: toCount(input.outlets.sda),
      office: toCount(input.outlets.office),
      groupCentre: toCount(input.outlets.groupCentre),
    },
  };
}

/** Every amount that makes up the subtotal, one labelled line each: modules, Verification Audit, extras. */
export function pricingLines(pricing: ProposalPricing): PricingLine[] {
  return [
    ...pricing.modules.map(({ moduleId, price }) => ({ label: findModule(moduleId).name, amount: price })),
    ...(pricing.auditPrice > 0 ? [{ label: 'Verification Audit', amount: pricing.auditPrice }] : []),
    ...pricing.extras,
  ];
}

function existingProviderExtras(details: ExistingProviderDetails): PricingLine[] {
  const extras: PricingLine[] = [];
  if (details.hasClients && details.clientCount > 0) {
    extras.push({ label: 'Core module clients', amount: existingProviderFee });
  }
  for (const moduleId of details.modulesWithClients) {
    if (moduleId !== 'core') {
      extras.push({ label: `Additional module: ${findModule(moduleId).name}`, amount: existingProviderFee });
    }
  }
  for (const { kind, label } of outletKinds) {
    const count = details.outlets[kind];
    if (count > 0) extras.push({ label: `${label} outlets (${count})`, amount: count * existingProviderFee });
  }
  extras.push({ label: 'NDIS Internal Audit Report', amount: existingProviderFee });
  return extras;
}

function priceLines(
  moduleLines: ProposalPricing['modules'],
  auditPrice: number,
  extras: PricingLine[],
): ProposalPricing {
  const amounts = [
    ...moduleLines.map((line) => line.price),
    auditPrice,
    ...extras.map((line) => line.amount),
  ];
  const subtotalCents = amounts.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
  const gstCents = Math.round((subtotalCents * gstPercent) / 100);
  return {
    modules: moduleLines,
    auditPrice,
    extras,
    subtotal: subtotalCents / 100,
    gst: gstCents / 100,
    total: (subtotalCents + gstCents) / 100,
  };
}
