import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { HydrationBoundary } from './useHydrated.tsx';

/**
 * A part of a page with code of its own that the page does not need to show or hydrate (the
 * toasts' container, the landing page's form, the proposal's table; a part that shows nothing
 * until used loads later still, useCodeOnDemand): its chunk is not linked in the
 * prerendered page but loads when React reaches the part, so it never holds the rest of the
 * page up. Until then a prerendered page keeps the part's markup on screen as it is, and a
 * page rendered in the browser shows `fallback`.
 *
 * Memoised: a re-render above that reached the part while it still waits for its code would
 * make React throw the prerendered markup away and render the part afresh. A hydration boundary
 * of its own: the part hydrates after the page, and its controls wait for that (useHydrated).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const LazyPart = lazy(load);
  return memo(function LazyPartBoundary(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <HydrationBoundary>
          <LazyPart {...props} />
        </HydrationBoundary>
      </Suspense>
    );
  });
}
