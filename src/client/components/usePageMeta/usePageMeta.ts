import { useEffect } from 'react';
import { siteName } from '../../../shared/catalog/site.ts';

/** Sets the document title ('<title> | <site name>') and the meta description of the current page. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
