import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { useRenderedInBrowser } from './useHydrated.tsx';

const wrapperStyle = { display: 'contents' } as const;

/** What React Router's Link does on a tap, for the links in markup React does not handle. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${link.pathname}${link.search}${link.hash}`);
}

/**
 * A part of a public page with nothing to hydrate: text, pictures and links, no control. In a
 * prerendered page React keeps the part's markup as the prerender wrote it and never renders
 * its components, which is most of the work of hydrating a page (a tree of Mantine components
 * rendered again only to be compared with the markup already on screen). An empty
 * `dangerouslySetInnerHTML` makes React claim the element without its children, and it leaves
 * the children in place. The part's links go through the router (the click is handled on the
 * wrapper), as React Router's Link would. Rendered in the browser (a page reached by a link, or
 * a page React renders afresh), the part renders as usual.
 *
 * `display: contents`: the wrapper takes no box, so the part lays out as if unwrapped.
 */
export function StaticMarkup({ children }: { children: ReactNode }) {
  const renderedInBrowser = useRenderedInBrowser();
  // Decided by the part's first render: hydrated, it keeps the markup for as long as it is shown.
  const [keepsPrerenderedMarkup] = useState(!renderedInBrowser && !import.meta.env.SSR);
  const navigate = useNavigate();
  if (!keepsPrerenderedMarkup) return <div style={wrapperStyle}>{children}</div>;
  return (
    <div
      style={wrapperStyle}
      onClick={(event) => followLink(event, navigate)}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  );
}
