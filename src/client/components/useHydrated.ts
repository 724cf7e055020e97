import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while React hydrates prerendered markup, true soon after: what only
 * works once React handles the page (a form's submit) can wait for it without a hydration
 * mismatch. The store's answer changes in a render React cannot interrupt, right after
 * hydration; the deferred value turns true in a render it can split between frames, so what
 * the change enables (a table's 36 checkboxes) does not hold a phone's main thread in one task.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
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
