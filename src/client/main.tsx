import './site/siteStyles.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import { App } from './App.tsx';

// The CSP forbids eval, which zod otherwise tries (and Chrome reports) to compile faster validators.
configureZod({ jitless: true });

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Root element not found');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Public pages arrive prerendered for their plain URL (scripts/prerender.ts): hydrate those.
 * A query (?tab=, ?package=) or navigation state kept across a reload (the checkout) can change
 * what a page shows, and the CRM arrives empty: render those afresh. React keeps the prerendered
 * markup on screen until the new tree is ready, so nothing flashes.
 *
 * In a transition, as frameworks such as Next.js do: React then hydrates in slices, yielding
 * to the browser in between, instead of in one long task that blocks taps and scrolling.
 */
const navigationState = (window.history.state as { usr?: unknown } | null)?.usr;
const showsPrerenderedPage =
  rootElement.hasChildNodes() && window.location.search === '' && navigationState == null;

// In a task of its own: evaluating the page's modules is already one long task on a slow phone.
setTimeout(() =>
  startTransition(() => {
    if (showsPrerenderedPage) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  }),
);
