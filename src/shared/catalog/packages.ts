import { formatAud } from '../format.ts';

/** Ongoing-support partnership packages for registered providers (the /ongoing-support page). */
export type Package = {
  id: 'essential' | 'strategic' | 'premium';
  name: string;
  subtitle: string;
  /** Whole dollars per month, excluding GST. */
  monthlyPrice: number;
  /** The price as shown, e.g. '$1,000 per month' (GST is added on top). */
  monthlyInvestment: string;
  /** Who the package suits; the card shows it as 'Ideal for ...'. */
  idealFor: string;
  isPopular: boolean;
  inclusions: readonly { category: string; items: readonly string[] }[];
};

function monthlyInvestment(monthlyPrice: number): string {
  return `${formatAud(monthlyPrice)} per month`;
}

export const packages: readonly Package[] = [
  {
    id: 'essential',
    name: 'Essential Compliance Package',
    subtitle: 'Expert compliance support on call',
    monthlyPrice: 500,
    monthlyInvestment: monthlyInvestment(500),
    idealFor:
      'small registered providers with steady operations who want an expert checking their compliance without hiring a quality manager.',
    isPopular: false,
    inclusions: [
      {
        category: 'Compliance support',
        items: [
          'Monthly 1-hour compliance check-in with your consultant',
          'Policy and procedure updates when the NDIS Rules or Practice Standards change',
          'Compliance calendar for registration renewal, worker screening and reporting dates',
        ],
      },
      {
        category: 'Communication',
        items: ['Email support with a 24-48 hours response target', 'Monthly NDIS sector update'],
      },
      {
        category: 'Resources',
        items: ['Template library of forms, registers and checklists', 'Annual review of your policy manual'],
      },
    ],
  },
  {
    id: 'strategic',
    name: 'Strategic Growth Partner',
    subtitle: 'Hands-on compliance and growth',
    monthlyPrice: 1000,
    monthlyInvestment: monthlyInvestment(1000),
    idealFor:
      'growing providers adding participants, staff or registration groups who want one partner for compliance and growth.',
    isPopular: true,
    inclusions: [
      { category: 'Foundation', items: ['Everything in the Essential Compliance Package'] },
      {
        category: 'Strategy sessions',
        items: ['Fortnightly 2-hour strategy and compliance sessions'],
      },
      {
        category: 'Support',
        items: ['Phone support Monday-Friday, 9-5 AEST', '1 business day email response target'],
      },
      {
        category: 'Quality and audits',
        items: [
          'Client, staff and incident record checks',
          'Audit preparation, from evidence gathering to interview practice',
        ],
      },
      {
        category: 'Growth',
        items: ['Business development: new services, registration groups and referral pathways'],
      },
    ],
  },
  {
    id: 'premium',
    name: 'Premium Partnership',
    subtitle: 'Your embedded quality team',
    monthlyPrice: 1500,
    monthlyInvestment: monthlyInvestment(1500),
    idealFor:
      'established and multi-site providers, SIL and SDA operators, and organisations delivering complex supports.',
    isPopular: false,
    inclusions: [
      { category: 'Foundation', items: ['Everything in the Strategic Growth Partner package'] },
      {
        category: 'Sessions and visits',
        items: [
          'Weekly 2-hour strategy and compliance sessions, in place of fortnightly',
          'Quarterly on-site visits to your offices and service locations',
        ],
      },
      {
        category: 'Dedicated support',
        items: [
          'A dedicated account manager',
          'Access to our specialist network: behaviour support, clinical, HR and legal',
        ],
      },
      {
        category: 'Audit readiness and training',
        items: ['Mock audits run the way an approved quality auditor would', 'Quarterly staff training'],
      },
    ],
  },
];
