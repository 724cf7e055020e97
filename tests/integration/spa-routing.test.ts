import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../src/server/router.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { acceptedQuote } from '../support/quotes.ts';

describe('serving the client', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp();
  });
  afterAll(async () => {
    await server.close();
  });

  it.each(['/', '/ndis-audits', '/registration-proposal', '/payment', '/crm', '/crm/leads'])(
    'answers the client route %s with index.html and 200',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('<div id="root">');
    },
  );

  it('answers an unknown path with index.html and 404, so the client shows its 404 page', async () => {
    const response = await fetch(`${server.url}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
  });

  it("answers a quote's private link 200 with its page, and an unknown one 404 with the 404 page", async () => {
    const { token } = await acceptedQuote(server);
    const known = await fetch(`${server.url}/quote/${token}`);
    expect(known.status).toBe(200);
    expect(await known.text()).not.toContain('Page not found');
    for (const unknown of [`${token.slice(0, -2)}xx`, 'short', 'a'.repeat(300)]) {
      const response = await fetch(`${server.url}/quote/${unknown}`);
      expect(response.status, unknown).toBe(404);
      expect(await response.text()).toContain('<title>Page not found');
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(`${server.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await fetch(`${server.url}/assets/missing.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it.each(['/', '/healthz'])('sends security headers with %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';" +
        "frame-ancestors 'none';img-src 'self' data:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    // Served over plain HTTP (APP_URL http://…): no HSTS, no upgrade of requests.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it.each(['/trpc/auth.me', '/trpc/leads.list'])(
    'sends an API answer the headers of JSON: %s',
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('strict-transport-security')).toBeNull();
      // A document's headers stay on documents.
      expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
    },
  );

  it('answers a request it cannot read without echoing the parser', async () => {
    const post = (body: string) =>
      fetch(`${server.url}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        body,
      });
    for (const body of [
      '{"json": {"email": "a@example.com"',
      JSON.stringify({
        json: { email: 'a@example.com', password: 'x' },
        meta: { values: { email: ['custom', 'Foo'] } },
      }),
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: { json: { message: string } } };
      expect(answer.error.json.message).toBe('The request could not be read.');
    }
  });

  it('answers a typed tRPC call through real HTTP', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${server.url}/trpc`, transformer: superjson })],
    });
    const answer = await client.intake.formToken.query();
    expect(answer.token).toMatch(/^\d{13}\./);
  });
});
