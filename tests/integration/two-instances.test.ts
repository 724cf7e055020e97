import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const PASSWORD = 'Correct-Horse-42';

describe('two instances on one database', () => {
  let first: TestApp;
  let secondDatabase: Database;
  let second: FastifyInstance;
  let secondUrl: string;

  beforeAll(async () => {
    first = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '3' } });
    const logger = pino({ level: 'silent' });
    secondDatabase = await openDatabase(first.config, logger);
    second = await buildApp({ config: first.config, orm: secondDatabase.orm, logger });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    secondUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  it('share one sign-up limit per IP, as one server would', async () => {
    const signUp = (baseUrl: string, n: number) =>
      createApiClient(baseUrl).client.auth.signUp.mutate({
        firstName: 'Two',
        lastName: 'Servers',
        email: `two${n}@example.com`,
        password: PASSWORD,
      });
    await signUp(first.url, 1);
    await signUp(secondUrl, 2);
    await signUp(first.url, 3);
    for (const url of [secondUrl, first.url]) {
      const limited = await rejectionOf(signUp(url, 4));
      expect(limited.data?.httpStatus).toBe(429);
    }
  });
});
