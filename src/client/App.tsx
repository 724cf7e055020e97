import { Center, Loader, MantineProvider } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { crmBasePath } from '../shared/routes.ts';
import { ErrorBoundary } from './components/ErrorBoundary/ErrorBoundary.tsx';
import { lazyPart } from './components/lazyPart.tsx';
import { HydrationBoundary } from './components/useHydrated.tsx';
import { siteRoutes } from './site/siteRoutes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

// The CRM is a separate bundle, with the API client and its styles: prospects on the public site never download it.
const CrmApp = lazy(() => import('./CrmEntry.tsx'));

// Toasts come from parts that load later themselves (the contact form, the proposals, the CRM).
const Notifications = lazyPart<NotificationsProps>(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/**
 * Everything around the routes; the prerender (src/client/prerender.tsx) renders the same.
 * The API client's providers sit lower, in the parts that use it (ApiProvider.tsx).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="bottom-right" />
      <ErrorBoundary>
        <HydrationBoundary>{children}</HydrationBoundary>
      </ErrorBoundary>
    </MantineProvider>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      {siteRoutes}
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
    </Routes>
  );
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
