import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';

/** The listed proxy: another loopback address, so the test can connect from it or not. */
const PROXY = '127.0.0.2';

describe('TRUST_PROXY with a list of proxies', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ env: { TRUST_PROXY: PROXY, RATE_LIMIT_SIGN_IN_PER_MINUTE: '2' } });
  });
  afterAll(async () => {
    await server.close();
  });

  let attempt = 0;
  /** A failed sign-in over a connection from `from`, claiming to be for `forwardedFor`: its status. */
  const signInStatus = (from: string, forwardedFor: string) =>
    new Promise<number>((resolve, reject) => {
      attempt += 1;
      const body = JSON.stringify({
        json: { email: `guess${attempt}@example.com`, password: 'wrong-guess' },
      });
      const call = request(
        `${server.url}/trpc/auth.signIn`,
        {
          method: 'POST',
          localAddress: from,
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-forwarded-for': forwardedFor,
          },
        },
        (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
        },
      );
      call.once('error', reject);
      call.end(body);
    });

  it('ignores X-Forwarded-For from any other address: a client cannot pick its IP to escape the limit', async () => {
    const statuses = [];
    for (const forged of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      statuses.push(await signInStatus('127.0.0.1', forged));
    expect(statuses).toEqual([401, 401, 429]);
  });

  it('uses X-Forwarded-For from the listed proxy: each client behind it has its own limit', async () => {
    const statuses = [];
    for (const client of ['203.0.113.1', '203.0.113.2', '203.0.113.3'])
      statuses.push(await signInStatus(PROXY, client));
    expect(statuses).toEqual([401, 401, 401]);
    for (let count = 0; count < 2; count += 1) statuses.push(await signInStatus(PROXY, '203.0.113.1'));
    expect(statuses.slice(3)).toEqual([401, 429]);
  });
});
