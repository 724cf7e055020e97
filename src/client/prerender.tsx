/**
 * The server-side entry that the build's prerender step (scripts/build/prerender.ts) renders
 * each public page with: the same providers and routes as the browser's App, with a
 * StaticRouter at the page's URL.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './App.tsx';

export { sitePages } from './site/siteRoutes.tsx';

/** The HTML React renders for the URL: the tags it hoists into <head> first, then the page. */
export async function renderPage(url: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // Past this size React moves parts of the page into hidden elements that an inline script
    // swaps in, to stream them; the CSP allows no inline script, and a static page needs no streaming.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
