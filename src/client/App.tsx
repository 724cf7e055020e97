import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { crmBasePath, publicPaths } from '../shared/routes.ts';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary.tsx';
import { NotFoundPage } from './site/NotFoundPage.tsx';
import { PlaceholderPage } from './site/PlaceholderPage.tsx';
import { theme } from './theme.ts';
import { createQueryClient, createTrpcClient, trpc } from './trpc.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);

  return (
    <MantineProvider theme={theme}>
      <Notifications position="top-right" />
      <ErrorBoundary>
        <trpc.Provider client={trpcClient} queryClient={queryClient}>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>
              <Routes>
                <Route path={publicPaths.home} element={<PlaceholderPage title="NDIS Provider Support" />} />
                <Route
                  path={publicPaths.ndisAudits}
                  element={<PlaceholderPage title="NDIS Audits & Registration Groups" />}
                />
                <Route
                  path={publicPaths.registrationGroups}
                  element={
                    <PlaceholderPage title="Understanding NDIS Registration Groups and Relevant Modules" />
                  }
                />
                <Route
                  path={publicPaths.registrationProposal}
                  element={<PlaceholderPage title="NDIS Registration Proposal" />}
                />
                <Route
                  path={publicPaths.existingProviderProposal}
                  element={<PlaceholderPage title="Full Certification Audit Registration" />}
                />
                <Route
                  path={publicPaths.ongoingSupport}
                  element={<PlaceholderPage title="NDIS Compliance & Growth Partner Packages" />}
                />
                <Route path={publicPaths.payment} element={<PlaceholderPage title="Payment Checkout" />} />
                <Route path={`${crmBasePath}/*`} element={<PlaceholderPage title="CRM" />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </BrowserRouter>
          </QueryClientProvider>
        </trpc.Provider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
