import { useEffect } from 'react';

/** Scrolls the page to the top whenever `key` changes, e.g. when a tab switches between list, detail and form. */
export function useScrollToTop(key: string): void {
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [key]);
}
