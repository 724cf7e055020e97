import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { SESSION_CACHE_MS } from '../../src/server/features/auth/session-cache.ts';
import { createSession } from '../../src/server/features/auth/sessions.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const PASSWORD = 'Correct-Horse-42';

const aSecond = () => new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS));

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
  it('refuse a session revoked on the other one within a second: signed out, or its user deactivated', async () => {
    const em = first.database.orm.em.fork();
    const member = async (email: string, role: 'staff' | 'admin') => {
      const user = em.create(User, { email, passwordHash: 'x', emailConfirmedAt: new Date() });
      em.create(Profile, { user, firstName: 'Two', lastName: 'Instances', role, status: 'active' });
      await em.flush();
      const { token } = await createSession(em, user, { ip: '127.0.0.1', userAgent: '' });
      const clients = { here: createApiClient(first.url), elsewhere: createApiClient(secondUrl) };
      clients.here.cookies.set('session', token);
      clients.elsewhere.cookies.set('session', token);
      return { user, ...clients };
    };
    const listed = (client: ReturnType<typeof createApiClient>) =>
      client.client.leads.list.query({}).then(
        () => 200,
        (error: unknown) => (error as Awaited<ReturnType<typeof rejectionOf>>).data?.httpStatus,
      );

    const leaving = await member('signing.out@example.com', 'staff');
    expect(await listed(leaving.elsewhere)).toBe(200);
    await leaving.here.client.auth.signOut.mutate();
    await aSecond();
    expect(await listed(leaving.elsewhere)).toBe(401);

    const admin = await member('two.admin@example.com', 'admin');
    const deactivated = await member('deactivated@example.com', 'staff');
    expect(await listed(deactivated.elsewhere)).toBe(200);
    await admin.here.client.team.deactivate.mutate({ userId: deactivated.user.id });
    expect(await listed(deactivated.here)).toBe(401);
    await aSecond();
    expect(await listed(deactivated.elsewhere)).toBe(401);
  });
  it('share passkey challenges: one handed out by one instance is taken once, by either', async () => {
    // Made in the database: this file's sign-up allowance is the other test's.
    const em = first.database.orm.em.fork();
    const user = em.create(User, {
      email: 'two.instances@example.com',
      passwordHash: 'x',
      emailConfirmedAt: new Date(),
    });
    em.create(Profile, { user, firstName: 'Two', lastName: 'Instances', role: 'staff', status: 'active' });
    await em.flush();
    const { token } = await createSession(em, user, { ip: '127.0.0.1', userAgent: '' });
    const here = createApiClient(first.url);
    const elsewhere = createApiClient(secondUrl);
    here.cookies.set('session', token);
    elsewhere.cookies.set('session', token);
    const options = await here.client.passkeys.registrationOptions.mutate();
    const answer = {
      id: 'cHJvYmU',
      rawId: 'cHJvYmU',
      type: 'public-key' as const,
      response: {
        clientDataJSON: Buffer.from(
          JSON.stringify({
            type: 'webauthn.create',
            challenge: options.challenge,
            origin: 'http://localhost:3000',
          }),
        ).toString('base64url'),
        attestationObject: 'AAAA',
      },
      clientExtensionResults: {},
    };
    const challenges = async () => {
      const [row] = await first.database.orm.em
        .fork()
        .getConnection()
        .execute<{ count: string }[]>('select count(*)::text as count from webauthn_challenges');
      return row?.count;
    };
    expect(await challenges()).toBe('1');
    await rejectionOf(elsewhere.client.passkeys.add.mutate({ name: 'Laptop', credential: answer }));
    expect(await challenges()).toBe('0');
  });
});
