import { lazy, type ComponentType } from 'react';
import { Route } from 'react-router-dom';
import { evidencePathPrefix, publicPaths, quotePathPrefix } from '../../shared/routes.ts';
import { PageHead } from './layout/PageHead.tsx';
import { SiteLayout } from './layout/SiteLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A public page: its route, its module (a chunk of its own) and what its <head> says. */
export type SitePage = {
  path: string;
  /** The page's module under src/client/site; the prerender also finds its chunk in Vite's manifest by it. */
  module: string;
  title: string;
  description: string;
};

export const sitePages: readonly SitePage[] = [
  {
    path: publicPaths.home,
    module: 'home/HomePage.tsx',
    title: 'NDIS Registration, Audits & Compliance',
    description:
      'NDIS registration, verification and certification audit preparation, and ongoing compliance support for disability service providers across Australia.',
  },
  {
    path: publicPaths.ndisAudits,
    module: 'audits/NdisAuditsPage.tsx',
    title: 'NDIS Audits & Registration Groups',
    description:
      'How NDIS verification and certification audits work, which audit your registration groups need, and the NDIS Practice Standards modules you are assessed against.',
  },
  {
    path: publicPaths.registrationGroups,
    module: 'registration-groups/RegistrationGroupsPage.tsx',
    title: 'Understanding NDIS Registration Groups and Relevant Modules',
    description:
      'A guide to NDIS registration groups: which audit each group needs, and how the Core Module and supplementary modules of the NDIS Practice Standards apply.',
  },
  {
    path: publicPaths.registrationProposal,
    module: 'proposals/RegistrationProposalPage.tsx',
    title: 'NDIS Registration Proposal',
    description:
      'Choose your NDIS registration groups and see the required modules and the exact price, GST included.',
  },
  {
    path: publicPaths.existingProviderProposal,
    module: 'proposals/ExistingProviderProposalPage.tsx',
    title: 'Full Certification Audit Registration',
    description:
      'For providers already delivering supports: choose your registration groups, describe your services and see the exact price of a full Certification audit.',
  },
  {
    path: publicPaths.ongoingSupport,
    module: 'ongoing-support/OngoingSupportPage.tsx',
    title: 'NDIS Compliance & Growth Partner Packages',
    description:
      'Monthly NDIS compliance and growth packages for registered providers: regular sessions, record checks, audit preparation and business development support.',
  },
  {
    path: publicPaths.payment,
    module: 'payment/PaymentPage.tsx',
    title: 'Payment Checkout',
    description: 'Review your registration groups, modules and price before payment.',
  },
];

/** Each page module default-exports its page; Vite makes each one a chunk of its own. */
const pageModules = import.meta.glob<{ default: ComponentType }>('./*/*Page.tsx');

function pageElement(page: SitePage) {
  const load = pageModules[`./${page.module}`];
  if (!load) throw new Error(`No page module ${page.module}`);
  const Page = lazy(load);
  return (
    <>
      <PageHead title={page.title} description={page.description} />
      <Page />
    </>
  );
}

/** A prospect's quote: private (its link's token), so never prerendered nor indexed. */
const QuotePage = lazy(() => import('./quote/QuotePage.tsx'));

/** The documents an account's contact is asked for, private too (its link's token). */
const EvidencePage = lazy(() => import('./evidence/EvidencePage.tsx'));

/** The public site's routes and the 404 page, inside the layout with the navigation bar and footer. */
export const siteRoutes = (
  <Route element={<SiteLayout />}>
    {sitePages.map((page) => (
      <Route key={page.path} path={page.path} element={pageElement(page)} />
    ))}
    <Route path={`${quotePathPrefix}/:token`} element={<QuotePage />} />
    <Route path={`${evidencePathPrefix}/:token`} element={<EvidencePage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);
