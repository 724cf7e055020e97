import { createContext, use, useDeferredValue, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates the component that asks (React reads a store's
 * server snapshot then), true in any other render: right after hydration, React renders the
 * component once more with the new answer, in a render it cannot interrupt.
 */
export function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

const HydratedContext = createContext(false);

/**
 * A part of the page that React hydrates in one go: the whole page (AppProviders) and each part
 * with code of its own (lazyPart). Its descendants' useHydrated is false on the server and while
 * React hydrates the part, true soon after.
 *
 * The store's answer changes in a render React cannot interrupt, right after hydration; the
 * deferred value turns true in a render it can split between frames. Read here once and passed
 * down by context, the first of the two renders stops at this component (the context's value
 * has not changed yet and `children` is the same element), where each reader of the store used
 * to re-render its whole subtree in it: the header, the proposal's forms and table.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const hydrated = useDeferredValue(useRenderedInBrowser());
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while React hydrates prerendered markup, true soon after: what only
 * works once React handles the page (a form's submit) can wait for it without a hydration
 * mismatch. Needs a HydrationBoundary above; outside one it stays false.
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}

/**
 * For a control that only works once React handles it: disabled until its part of the page is
 * hydrated, so a tap before then meets a control that says it cannot be used yet instead of
 * being lost (see the README's "No lost taps"). The attribute dims controls Mantine gives no
 * disabled look of their own (the burger, unstyled buttons; src/client/site/awaitingHydration.css).
 */
export function useDisabledUntilHydrated(): { disabled: boolean; 'data-awaiting-hydration'?: true } {
  return useHydrated() ? { disabled: false } : { disabled: true, 'data-awaiting-hydration': true };
}
