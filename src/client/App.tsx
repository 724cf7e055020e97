import { Center, Loader, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { crmBasePath, publicPaths } from '../shared/routes.ts';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary.tsx';
import { NdisAuditsPage } from './site/audits/NdisAuditsPage.tsx';
import { HomePage } from './site/home/HomePage.tsx';
import { SiteLayout } from './site/layout/SiteLayout.tsx';
import { NotFoundPage } from './site/NotFoundPage.tsx';
import { OngoingSupportPage } from './site/ongoing-support/OngoingSupportPage.tsx';
import { PaymentPage } from './site/payment/PaymentPage.tsx';
import { ExistingProviderProposalPage } from './site/proposals/ExistingProviderProposalPage.tsx';
import { RegistrationProposalPage } from './site/proposals/RegistrationProposalPage.tsx';
import { RegistrationGroupsPage } from './site/registration-groups/RegistrationGroupsPage.tsx';
import { theme } from './theme.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

// The CRM is a separate bundle: prospects on the public site never download it.
const CrmApp = lazy(() => import('./crm/CrmApp.tsx'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <MantineProvider theme={theme}>
      <Notifications position="bottom-right" />
      <ErrorBoundary>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <Routes>
                <Route element={<SiteLayout />}>
                  <Route path={publicPaths.home} element={<HomePage />} />
                  <Route path={publicPaths.ndisAudits} element={<NdisAuditsPage />} />
                  <Route path={publicPaths.registrationGroups} element={<RegistrationGroupsPage />} />
                  <Route path={publicPaths.registrationProposal} element={<RegistrationProposalPage />} />
                  <Route
                    path={publicPaths.existingProviderProposal}
                    element={<ExistingProviderProposalPage />}
                  />
                  <Route path={publicPaths.ongoingSupport} element={<OngoingSupportPage />} />
                  <Route path={publicPaths.payment} element={<PaymentPage />} />
                </Route>
                <Route
                  path={`${crmBasePath}/*`}
                  element={
                    <Suspense
                      fallback={
                        <Center mih="100vh">
                          <Loader aria-label="Loading" />
                        </Center>
                      }
                    >
                      <CrmApp />
                    </Suspense>
                  }
                />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </BrowserRouter>
          </QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
