import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import {
  removeEmbeddedCluster,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../src/server/db/embedded-postgres.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { linkTokenFor } from '../support/mail.ts';

const PASSWORD = 'Correct-Horse-42';

/** Polls until the check passes; fails after 60 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('The condition did not hold within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a database outage', () => {
  let dataDir: string;
  let postgres: EmbeddedDatabase;
  let port: number;
  let config: Config;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  const logger = pino({ level: 'silent' });

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-outage-'));
    postgres = await startEmbeddedPostgres(dataDir, logger);
    port = Number(new URL(postgres.url).port);
    config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: postgres.url,
      APP_URL: 'http://localhost:3000',
      MAIL_DIR: path.join(dataDir, 'mail'),
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });
    database = await openDatabase(config, logger);
    app = await buildApp({ config, orm: database.orm, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await postgres.stop();
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down and recovers by itself, keeping every committed write', async () => {
    const api = createApiClient(url);
    await api.client.auth.signUp.mutate({
      firstName: 'Ola',
      lastName: 'Outage',
      email: 'ola@example.com',
      password: PASSWORD,
    });
    await api.client.auth.confirmEmail.mutate({
      token: await linkTokenFor(config.mailDir, 'ola@example.com'),
    });
    await api.client.auth.signIn.mutate({ email: 'ola@example.com', password: PASSWORD });
    const saved = await api.client.accounts.create.mutate({
      name: 'Committed Before',
      accountType: 'startup',
    });

    await postgres.stop();

    const health = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(10_000) });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
    for (const call of [
      () => api.client.accounts.list.query({}),
      () => api.client.accounts.create.mutate({ name: 'During Outage', accountType: 'startup' }),
      () => api.client.auth.me.query(),
    ]) {
      const refused = await rejectionOf(call());
      expect(refused.data?.httpStatus).toBe(503);
      expect(refused.data?.code).toBe('SERVICE_UNAVAILABLE');
      expect(refused.message).toBe('The service is unavailable for a moment. Please try again shortly.');
    }

    postgres = await startEmbeddedPostgres(dataDir, logger, port);
    await eventually(async () => (await fetch(`${url}/healthz`)).status === 200);

    // The same app, the same session: nothing was restarted but PostgreSQL.
    expect(await api.client.auth.me.query()).toMatchObject({ email: 'ola@example.com' });
    expect(await api.client.accounts.byId.query({ id: saved.id })).toMatchObject({
      name: 'Committed Before',
    });
    const names = (await api.client.accounts.list.query({})).items.map((account) => account.name);
    expect(names).toEqual(['Committed Before']);
  });
});
