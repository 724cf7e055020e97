import { publicPaths } from '../routes.ts';

/** Marketing constants of the public site; the firm's own details are in firm.ts. */

/**
 * The brand mark's PNG rendering, where SVG is not read: mails, the quote PDF, search engines.
 * The drawing itself is public/favicon.svg, which the site and the CRM draw inline (BrandMark).
 */
export const brandMark = { png: '/icon-192.png' } as const;

/** The claims the site makes, exactly as the spec states them. */
export const marketingClaims: readonly { value: string; label: string }[] = [
  { value: '200+', label: 'Providers supported' },
  { value: '100%', label: 'Audit success' },
  { value: '10+', label: 'Years in the disability sector' },
  { value: '50+', label: 'Industry awards' },
];

/** What the firm does, in one sentence: the footer, the search result snippet of the business. */
export const siteSummary =
  'Registration, audit preparation and ongoing compliance support for NDIS providers across Australia.';

export type ServiceCategoryId = 'new-providers' | 'existing-providers' | 'registered-providers';

/** The three provider types the consultancy serves, each with the page that proposes its service. */
export const serviceCategories: readonly {
  id: ServiceCategoryId;
  /** Short label for the navigation's Services menu. */
  label: string;
  title: string;
  summary: string;
  highlights: readonly string[];
  callToAction: string;
  path: string;
}[] = [
  {
    id: 'new-providers',
    label: 'New Providers',
    title: 'New providers',
    summary:
      'Starting a disability service? We take you from business plan to Certificate of Registration, with documentation built around the supports you will actually deliver.',
    highlights: [
      'Registration groups and audit pathway mapped for you',
      'Customised policies, procedures and forms',
      'Application lodged and audit booked with an approved quality auditor',
    ],
    callToAction: 'See the registration proposal',
    path: publicPaths.registrationProposal,
  },
  {
    id: 'existing-providers',
    label: 'Existing Providers',
    title: 'Existing unregistered providers',
    summary:
      'Already supporting participants without registration? We prepare your organisation for a full certification audit without disrupting the people you support.',
    highlights: [
      'Gap analysis of your current systems and records',
      'Evidence drawn from the services you already run',
      'Internal audit report before the auditor arrives',
    ],
    callToAction: 'See the certification proposal',
    path: publicPaths.existingProviderProposal,
  },
  {
    id: 'registered-providers',
    label: 'Ongoing Support',
    title: 'Registered providers',
    summary:
      'Registered and busy? Our partnership packages keep you audit-ready between audits and help you grow with confidence.',
    highlights: [
      'Regular compliance sessions with a consultant who knows your organisation',
      'Record checks and mid-term audit preparation',
      'Support when you add services, sites or registration groups',
    ],
    callToAction: 'Compare support packages',
    path: publicPaths.ongoingSupport,
  },
];

/** Pages of the NDIS Quality and Safeguards Commission that the guides cite. */
export const commissionLinks = {
  typesOfAudits: {
    label: 'Types of audits',
    href: 'https://www.ndiscommission.gov.au/provider-registration/apply-registration/types-audits',
  },
  practiceStandards: {
    label: 'NDIS Practice Standards',
    href: 'https://www.ndiscommission.gov.au/rules-and-standards/ndis-practice-standards',
  },
  aboutRegistration: {
    label: 'About registration',
    href: 'https://www.ndiscommission.gov.au/provider-registration/about-registration',
  },
  codeOfConduct: {
    label: 'NDIS Code of Conduct',
    href: 'https://www.ndiscommission.gov.au/rules-and-standards/ndis-code-conduct',
  },
} as const;
