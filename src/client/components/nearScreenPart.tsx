import { lazy, memo, Suspense, useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { HydrationBoundary, useRenderedInBrowser } from './useHydrated.tsx';

const wrapperStyle = { display: 'contents' } as const;

/** How far beyond the screen the part's markup starts its code loading: one screen's height. */
const NEAR_SCREEN = '100% 0px';

/**
 * Runs `reached` once the first element in `wrapper` comes within NEAR_SCREEN of the viewport
 * (at once when it is there already). Answers the cleanup.
 */
function whenNearScreen(wrapper: HTMLElement, reached: () => void): () => void {
  const markup = wrapper.firstElementChild;
  if (!markup) {
    reached();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reached();
    },
    { rootMargin: NEAR_SCREEN },
  );
  observer.observe(markup);
  return () => observer.disconnect();
}

/**
 * A part far down a public page (the landing page's contact form, the existing provider's
 * service details below the proposal's groups table) with code of its own, which a visitor who
 * never scrolls to it should not pay for. On a prerendered page its markup stays
 * as the prerender wrote it (as StaticMarkup keeps it: its controls disabled, React handling
 * nothing in it) until the markup comes within a screen of the viewport; the part's code then
 * loads and the part renders in the browser in its place, the same markup with its controls
 * enabled. On the landing page that spared a quarter of the main thread's work of a load
 * (README: "A part far down the page renders when the visitor nears it").
 *
 * Not a lazyPart: a part that waits for its code inside a Suspense boundary React has not
 * hydrated yet holds up every change of context above it (the page's own hydration flag, the
 * router's location), and so the whole page's controls, for as long as it waits. Rendered in
 * the browser (a page reached by a link), the part loads at once and shows `fallback` meanwhile.
 * Memoised, as a lazyPart is: the page above renders again with each change of its state (a
 * group ticked in the proposal's table), and the part need not when its props are the same.
 */
export function nearScreenPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const LazyPart = lazy(load);
  let Loaded: ComponentType<Props> | null = null;
  return memo(function NearScreenPart(props: Props) {
    const renderedInBrowser = useRenderedInBrowser();
    // Decided by the part's first render, as StaticMarkup decides.
    const [waiting, setWaiting] = useState(!renderedInBrowser && !import.meta.env.SSR && !Loaded);
    const watch = useCallback(
      (wrapper: HTMLDivElement | null) =>
        wrapper
          ? whenNearScreen(wrapper, () => {
              void load()
                .then((module) => {
                  Loaded = module.default;
                })
                // Code that failed to load is the part's to report as it renders (its lazy
                // loads it again and throws to the error boundary), as a lazyPart's is.
                .catch(() => {})
                .finally(() => setWaiting(false));
            })
          : undefined,
      [],
    );
    if (waiting)
      return (
        <div
          style={wrapperStyle}
          data-near-screen-part
          ref={watch}
          dangerouslySetInnerHTML={{ __html: '' }}
          suppressHydrationWarning
        />
      );
    return (
      <div style={wrapperStyle} data-near-screen-part>
        <Suspense fallback={fallback}>
          <HydrationBoundary>{Loaded ? <Loaded {...props} /> : <LazyPart {...props} />}</HydrationBoundary>
        </Suspense>
      </div>
    );
  });
}
