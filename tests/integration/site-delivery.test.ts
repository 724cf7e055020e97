import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A GET that, unlike fetch, neither asks for nor undoes compression: the bytes as sent. */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}

function decoded({ headers, body }: RawResponse): string {
  if (headers['content-encoding'] === 'br') return brotliDecompressSync(body).toString('utf8');
  if (headers['content-encoding'] === 'gzip') return gunzipSync(body).toString('utf8');
  return body.toString('utf8');
}

const heroText = 'Get registered, pass your audit and stay compliant';

const pages = [
  { path: '/', text: heroText, title: 'NDIS Registration, Audits &amp; Compliance | NDIS Provider Support' },
  {
    path: '/ndis-audits',
    text: 'NDIS Audits &amp; Registration Groups',
    title: 'NDIS Audits &amp; Registration',
  },
  {
    path: '/registration-groups',
    text: 'Understanding NDIS Registration Groups and Relevant Modules',
    title: 'Understanding NDIS Registration Groups',
  },
  { path: '/registration-proposal', text: 'Registration Timeline', title: 'NDIS Registration Proposal |' },
  {
    path: '/existing-provider-proposal',
    text: 'Current Service Details',
    title: 'Full Certification Audit Registration |',
  },
  {
    path: '/ongoing-support',
    text: 'Ready to Choose Your Partnership Level?',
    title: 'NDIS Compliance &amp; Growth Partner Packages |',
  },
  { path: '/payment', text: 'No registration groups selected.', title: 'Payment Checkout |' },
];

describe('delivering the public site', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['br', 'gzip'])('compresses the prerendered landing page with %s', async (encoding) => {
    const response = await rawGet(`${server.url}/`, { 'accept-encoding': encoding });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    const html = decoded(response);
    expect(html).toContain(heroText);
    expect(response.body.length).toBeLessThan(html.length / 4);
  });

  it.each(['br', 'gzip'])(
    'sends a page as compressed once at start with %s: whole, with its length, for every path',
    async (encoding) => {
      const request = (path: string) => rawGet(`${server.url}${path}`, { 'accept-encoding': encoding });
      for (const path of ['/', '/registration-proposal', '/no-such-page', '/crm']) {
        // The copies are made one page at a time in the background at start; until a page's are
        // ready it is compressed as it goes.
        await expect
          .poll(async () => (await request(path)).headers['content-length'], { timeout: 10_000 })
          .toBeDefined();
        const response = await request(path);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('accept-encoding');
        expect(Number(response.headers['content-length'])).toBe(response.body.length);
        const plain = await rawGet(`${server.url}${path}`, { 'accept-encoding': 'identity' });
        expect(plain.status).toBe(response.status);
        expect(decoded(response)).toBe(plain.body.toString('utf8'));
      }
    },
  );

  it('sends the page uncompressed to a client that asks for no compression', async () => {
    const response = await rawGet(`${server.url}/`, { 'accept-encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString('utf8')).toContain(heroText);
  });

  it.each(['br', 'gzip'])(
    'sends the build’s %s copy of a hashed asset, cached for a year',
    async (encoding) => {
      const html = decoded(await rawGet(`${server.url}/`));
      const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
      const plain = await rawGet(`${server.url}${script}`);
      const compressed = await rawGet(`${server.url}${script}`, { 'accept-encoding': encoding });
      expect(compressed.headers['content-encoding']).toBe(encoding);
      expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decoded(compressed)).toBe(plain.body.toString('utf8'));
      expect(compressed.body.length).toBeLessThan(plain.body.length / 2);
      expect(plain.headers['content-encoding']).toBeUndefined();
    },
  );

  it.each(['br', 'gzip'])(
    'sends the build’s %s copy of every module a page loads, the smallest too: whole, with its length',
    async (encoding) => {
      const html = decoded(await rawGet(`${server.url}/registration-proposal`));
      const modules = /data-modules="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
      const sizes: number[] = [];
      for (const module of modules) {
        const plain = await rawGet(`${server.url}${module}`);
        const compressed = await rawGet(`${server.url}${module}`, { 'accept-encoding': encoding });
        expect(compressed.headers['content-encoding']).toBe(encoding);
        // Compressed as it went out, an answer is streamed in chunks of no announced length.
        expect(Number(compressed.headers['content-length'])).toBe(compressed.body.length);
        expect(decoded(compressed)).toBe(plain.body.toString('utf8'));
        sizes.push(plain.body.length);
      }
      expect(Math.min(...sizes)).toBeLessThan(1024);
    },
  );

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses tRPC answers whole, with their length (accepting %s)', async (accepted, encoding) => {
    const batch = `${server.url}/trpc/${Array.from({ length: 15 }, () => 'intake.formToken').join(',')}?batch=1&input=${encodeURIComponent('{}')}`;
    const response = await rawGet(batch, { 'accept-encoding': accepted });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('accept-encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(JSON.parse(decoded(response))).toHaveLength(15);
  });

  it('leaves a response under the 1 KB threshold uncompressed', async () => {
    const response = await rawGet(`${server.url}/robots.txt`, { 'accept-encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.length).toBeLessThan(1024);
  });

  it.each(pages)('answers $path with its prerendered page', async ({ path, text, title }) => {
    const response = await rawGet(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = decoded(response);
    expect(html).toContain(text);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(title);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${path}">`);
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000${path}">`);
    expect(html).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png">');
    // The CSP allows no inline script: the only scripts are the loader and the JSON-LD data.
    expect(
      html.match(/<script(?! defer src="\/assets\/load-page-code-)(?! type="application\/ld\+json")/g),
    ).toBeNull();
  });

  it.each(pages)(
    'loads the code of $path only through its loader, which names files it serves',
    async ({ path }) => {
      const html = decoded(await rawGet(`${server.url}${path}`));
      // Nothing the page's first paint would wait for: the loader adds the modules once it has painted.
      expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
      const loaders = [
        ...html.matchAll(/<script defer src="([^"]+)" data-entry="([^"]+)" data-modules="([^"]*)">/g),
      ];
      expect(loaders).toHaveLength(1);
      const [, loader = '', entry = '', modules = ''] = loaders[0] ?? [];
      const files = [loader, entry, ...modules.split(' ')];
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const response = await rawGet(`${server.url}${file}`);
        expect({ file, status: response.status, type: response.headers['content-type'] }).toEqual({
          file,
          status: 200,
          type: 'application/javascript; charset=utf-8',
        });
      }
    },
  );

  it("carries the guides' collapsed text in the page, for search engines and before the script", async () => {
    const groups = decoded(await rawGet(`${server.url}/registration-groups`));
    expect(groups).toContain('They decide your audit type');
    const audits = decoded(await rawGet(`${server.url}/ndis-audits`));
    expect(audits).toContain('then match each one to its NDIS');
    expect(audits).toContain('If even one group needs certification');
    expect(audits).toContain('add a supplementary module, each with its own evidence requirements');
  });

  it('answers a trailing slash with the same page', async () => {
    const html = decoded(await rawGet(`${server.url}/ongoing-support/`));
    expect(html).toContain('Ready to Choose Your Partnership Level?');
  });

  it('describes the business as a ProfessionalService with the placeholder contact details', async () => {
    const html = decoded(await rawGet(`${server.url}/`));
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'NDIS Provider Support',
      url: 'http://localhost:3000/',
      telephone: '1300 000 000',
      email: 'hello@example.com.au',
      address: 'Level 1, 1 Example Street, Sydney NSW 2000',
      logo: 'http://localhost:3000/icon-192.png',
    });
  });

  it('answers an unknown path with the prerendered 404 page and status 404', async () => {
    const response = await rawGet(`${server.url}/no/such/page`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(404);
    const html = decoded(response);
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('Return to Home');
    expect(html).not.toContain('rel="canonical"');
  });

  it('answers the CRM with the empty shell it renders into, kept out of search results', async () => {
    for (const path of ['/crm', '/crm/leads']) {
      const response = await rawGet(`${server.url}${path}`);
      expect(response.status).toBe(200);
      const html = decoded(response);
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('serves robots.txt that keeps crawlers out of the CRM and the checkout', async () => {
    const response = await fetch(`${server.url}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const robots = await response.text();
    expect(robots).toContain('Disallow: /crm\n');
    expect(robots).toContain('Disallow: /payment\n');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });

  it('serves a sitemap of the public pages at APP_URL, without the checkout', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'http://localhost:3000/',
      'http://localhost:3000/ndis-audits',
      'http://localhost:3000/registration-groups',
      'http://localhost:3000/registration-proposal',
      'http://localhost:3000/existing-provider-proposal',
      'http://localhost:3000/ongoing-support',
    ]);
  });

  it('serves the web manifest and the sharing image', async () => {
    const manifest = await fetch(`${server.url}/site.webmanifest`);
    expect(manifest.status).toBe(200);
    const icons = ((await manifest.json()) as { icons: { src: string }[] }).icons;
    for (const icon of icons) expect((await fetch(`${server.url}${icon.src}`)).status).toBe(200);
    const image = await fetch(`${server.url}/og-image.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await image.arrayBuffer());
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
