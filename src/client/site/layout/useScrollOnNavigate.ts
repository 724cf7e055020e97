import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls like a multi-page site would: to the element named by the URL's hash
 * (smoothly, unless the visitor prefers reduced motion), or to the top when the
 * path changes. Following the same hash link again scrolls again.
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation();
  const reduceMotion = useReducedMotion();
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key, reduceMotion]);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
