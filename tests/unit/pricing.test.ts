import { describe, expect, it } from 'vitest';
import { registrationGroups, type RegistrationGroup } from '../../src/shared/catalog/registration-groups.ts';
import {
  calculateExistingProviderPricing,
  calculateProposalPricing,
  pricingLines,
  requiredModulesFor,
  toCount,
  toExistingProviderDetails,
  type ExistingProviderDetailsInput,
} from '../../src/shared/pricing.ts';
import type { ProposalPricing } from '../../src/shared/proposal.ts';

function groups(...numbers: string[]): RegistrationGroup[] {
  return numbers.map((number) => {
    const group = registrationGroups.find((candidate) => candidate.number === number);
    if (!group) throw new Error(`No group ${number}`);
    return group;
  });
}

const noServiceDetails: ExistingProviderDetailsInput = {
  hasClients: false,
  clientCount: 0,
  modulesWithClients: [],
  outlets: { sil: 0, sda: 0, office: 0, groupCentre: 0 },
};

function sumOfLines(pricing: ProposalPricing): number {
  return pricingLines(pricing).reduce((sum, line) => sum + line.amount, 0);
}

describe('new-provider pricing', () => {
  it('is all zero with no group selected', () => {
    expect(calculateProposalPricing([])).toEqual({
      modules: [],
      auditPrice: 0,
      extras: [],
      subtotal: 0,
      gst: 0,
      total: 0,
    });
  });

  it('charges the Verification Audit fee once for Verification groups only', () => {
    expect(calculateProposalPricing(groups('0101'))).toEqual({
      modules: [],
      auditPrice: 1100,
      extras: [],
      subtotal: 1100,
      gst: 110,
      total: 1210,
    });
    expect(calculateProposalPricing(groups('0101', '0103', '0134'))).toMatchObject({
      auditPrice: 1100,
      subtotal: 1100,
      gst: 110,
      total: 1210,
    });
  });

  it('charges the Core Module for a core-only Certification group', () => {
    expect(calculateProposalPricing(groups('0107'))).toEqual({
      modules: [{ moduleId: 'core', price: 3500 }],
      auditPrice: 0,
      extras: [],
      subtotal: 3500,
      gst: 350,
      total: 3850,
    });
  });

  it('adds the supplementary module of a Certification group', () => {
    expect(calculateProposalPricing(groups('0104'))).toEqual({
      modules: [
        { moduleId: 'core', price: 3500 },
        { moduleId: 'module1', price: 800 },
      ],
      auditPrice: 0,
      extras: [],
      subtotal: 4300,
      gst: 430,
      total: 4730,
    });
  });

  it('drops the Verification Audit fee when a Certification group is also chosen', () => {
    expect(calculateProposalPricing(groups('0101', '0104'))).toMatchObject({
      auditPrice: 0,
      subtotal: 4300,
      gst: 430,
      total: 4730,
    });
  });

  it('counts a module shared by several groups once', () => {
    expect(calculateProposalPricing(groups('0102', '0107', '0115'))).toEqual({
      modules: [{ moduleId: 'core', price: 3500 }],
      auditPrice: 0,
      extras: [],
      subtotal: 3500,
      gst: 350,
      total: 3850,
    });
  });

  it('prices every supplementary module once, in catalog order', () => {
    const pricing = calculateProposalPricing(groups('0132', '0131', '0118', '0110', '0104'));
    expect(pricing.modules).toEqual([
      { moduleId: 'core', price: 3500 },
      { moduleId: 'module1', price: 800 },
      { moduleId: 'module2', price: 400 },
      { moduleId: 'module3', price: 400 },
      { moduleId: 'module4', price: 300 },
      { moduleId: 'module5', price: 800 },
    ]);
    expect(pricing).toMatchObject({ auditPrice: 0, subtotal: 6200, gst: 620, total: 6820 });
  });

  it('prices all 36 groups as the six modules they require, without the Verification Audit', () => {
    expect(calculateProposalPricing(registrationGroups)).toMatchObject({
      auditPrice: 0,
      subtotal: 6200,
      gst: 620,
      total: 6820,
    });
  });
});

describe('existing-provider pricing', () => {
  it('never charges the Verification Audit for a Verification group, and always adds the report', () => {
    // 0101 requires no module; the page audits it as Certification, so no 1,100 fee: 500 report + 10% GST.
    expect(calculateExistingProviderPricing(groups('0101'), noServiceDetails)).toEqual({
      modules: [],
      auditPrice: 0,
      extras: [{ label: 'NDIS Internal Audit Report', amount: 500 }],
      subtotal: 500,
      gst: 50,
      total: 550,
    });
  });

  it('charges the modules the chosen groups require, each once', () => {
    // 0101 (none) + 0104 (core + module1) + 0107 (core): 3,500 + 800 + 500 report = 4,800; GST 480.
    expect(calculateExistingProviderPricing(groups('0101', '0104', '0107'), noServiceDetails)).toMatchObject({
      modules: [
        { moduleId: 'core', price: 3500 },
        { moduleId: 'module1', price: 800 },
      ],
      auditPrice: 0,
      subtotal: 4800,
      gst: 480,
      total: 5280,
    });
  });

  it('charges the internal audit report even before any group is chosen', () => {
    expect(calculateExistingProviderPricing([], noServiceDetails)).toMatchObject({
      modules: [],
      subtotal: 500,
      gst: 50,
      total: 550,
    });
  });

  it('adds the core module clients fee when the provider has clients and the count is above 0', () => {
    const pricing = calculateExistingProviderPricing(groups('0107'), {
      ...noServiceDetails,
      hasClients: true,
      clientCount: 12,
    });
    expect(pricing.extras).toEqual([
      { label: 'Core module clients', amount: 500 },
      { label: 'NDIS Internal Audit Report', amount: 500 },
    ]);
    expect(pricing).toMatchObject({ subtotal: 4500, gst: 450, total: 4950 });
  });

  it('leaves out the core module clients fee without clients or with a count of 0', () => {
    for (const details of [
      { ...noServiceDetails, hasClients: true, clientCount: 0 },
      { ...noServiceDetails, hasClients: false, clientCount: 5 },
    ]) {
      expect(calculateExistingProviderPricing(groups('0107'), details)).toMatchObject({
        subtotal: 4000,
        gst: 400,
        total: 4400,
      });
    }
  });

  it('adds 500 for each ticked module other than core', () => {
    const pricing = calculateExistingProviderPricing(groups('0104'), {
      ...noServiceDetails,
      modulesWithClients: ['module3', 'core', 'module1'],
    });
    expect(pricing.modules).toEqual([
      { moduleId: 'core', price: 3500 },
      { moduleId: 'module1', price: 800 },
    ]);
    expect(pricing.extras).toEqual([
      { label: 'Additional module: High Intensity Daily Personal Activities', amount: 500 },
      { label: 'Additional module: Early Childhood Supports', amount: 500 },
      { label: 'NDIS Internal Audit Report', amount: 500 },
    ]);
    expect(pricing).toMatchObject({ subtotal: 5800, gst: 580, total: 6380 });
  });

  it('adds 500 per outlet across SIL, SDA, office and group centre', () => {
    const pricing = calculateExistingProviderPricing(groups('0136'), {
      ...noServiceDetails,
      outlets: { sil: 2, sda: 1, office: 0, groupCentre: 3 },
    });
    expect(pricing.extras).toEqual([
      { label: 'SIL outlets (2)', amount: 1000 },
      { label: 'SDA outlets (1)', amount: 500 },
      { label: 'Group centre outlets (3)', amount: 1500 },
      { label: 'NDIS Internal Audit Report', amount: 500 },
    ]);
    expect(pricing).toMatchObject({ subtotal: 7000, gst: 700, total: 7700 });
  });

  it('adds every fee together for a provider with clients, modules and outlets', () => {
    const pricing = calculateExistingProviderPricing(groups('0101', '0110'), {
      hasClients: true,
      clientCount: 4,
      modulesWithClients: ['module2', 'module2a'],
      outlets: { sil: 1, sda: 0, office: 1, groupCentre: 0 },
    });
    expect(pricing).toEqual({
      modules: [
        { moduleId: 'core', price: 3500 },
        { moduleId: 'module2', price: 400 },
      ],
      auditPrice: 0,
      extras: [
        { label: 'Core module clients', amount: 500 },
        { label: 'Additional module: Specialist Behaviour Support', amount: 500 },
        { label: 'Additional module: Implementing Behaviour Support Plans', amount: 500 },
        { label: 'SIL outlets (1)', amount: 500 },
        { label: 'Office outlets (1)', amount: 500 },
        { label: 'NDIS Internal Audit Report', amount: 500 },
      ],
      subtotal: 6900,
      gst: 690,
      total: 7590,
    });
  });

  it('clamps negative counts to 0, drops decimals and reads non-numeric input as 0', () => {
    const pricing = calculateExistingProviderPricing(groups('0107'), {
      hasClients: true,
      clientCount: -3,
      modulesWithClients: [],
      outlets: { sil: -2, sda: 2.9, office: 'abc', groupCentre: '' },
    });
    expect(pricing.extras).toEqual([
      { label: 'SDA outlets (2)', amount: 1000 },
      { label: 'NDIS Internal Audit Report', amount: 500 },
    ]);
    expect(pricing).toMatchObject({ subtotal: 5000, gst: 500, total: 5500 });
  });

  it('reads a client count typed as text', () => {
    const withCount = (clientCount: string) =>
      calculateExistingProviderPricing(groups('0107'), {
        ...noServiceDetails,
        hasClients: true,
        clientCount,
      });
    expect(withCount('5')).toMatchObject({ subtotal: 4500, total: 4950 });
    expect(withCount('five')).toMatchObject({ subtotal: 4000, total: 4400 });
  });
});

describe('counts and details', () => {
  it('turns input into a whole number of 0 or more', () => {
    expect(toCount(7)).toBe(7);
    expect(toCount('7')).toBe(7);
    expect(toCount('3.8')).toBe(3);
    expect(toCount(-1)).toBe(0);
    expect(toCount('-4')).toBe(0);
    expect(toCount('abc')).toBe(0);
    expect(toCount('3abc')).toBe(0);
    expect(toCount('')).toBe(0);
    expect(toCount(Number.NaN)).toBe(0);
    expect(toCount(Number.POSITIVE_INFINITY)).toBe(0);
  });

  it('normalises existing-provider details for the payment page', () => {
    expect(
      toExistingProviderDetails({
        hasClients: true,
        clientCount: '3',
        modulesWithClients: ['module4', 'core', 'module4'],
        outlets: { sil: '2', sda: -1, office: 1.5, groupCentre: 'x' },
      }),
    ).toEqual({
      hasClients: true,
      clientCount: 3,
      modulesWithClients: ['core', 'module4'],
      outlets: { sil: 2, sda: 0, office: 1, groupCentre: 0 },
    });
  });

  it('lists the required modules once each, in catalog order', () => {
    expect(requiredModulesFor(groups('0131', '0107', '0104')).map((module) => module.id)).toEqual([
      'core',
      'module1',
      'module5',
    ]);
  });
});

describe('pricing lines', () => {
  it('labels each module by name, the Verification Audit when charged, then the extras', () => {
    expect(pricingLines(calculateProposalPricing(groups('0104')))).toEqual([
      { label: 'Core Module', amount: 3500 },
      { label: 'High Intensity Daily Personal Activities', amount: 800 },
    ]);
    expect(pricingLines(calculateProposalPricing(groups('0101')))).toEqual([
      { label: 'Verification Audit', amount: 1100 },
    ]);
  });

  it('always add up to the subtotal', () => {
    const priced = [
      calculateProposalPricing([]),
      calculateProposalPricing(groups('0101')),
      calculateProposalPricing(groups('0101', '0104', '0118')),
      calculateProposalPricing(registrationGroups),
      calculateExistingProviderPricing(groups('0101', '0110', '0131'), {
        hasClients: true,
        clientCount: 9,
        modulesWithClients: ['core', 'module1', 'module5'],
        outlets: { sil: 3, sda: 2, office: 1, groupCentre: 4 },
      }),
    ];
    for (const pricing of priced) expect(sumOfLines(pricing)).toBe(pricing.subtotal);
  });
});
