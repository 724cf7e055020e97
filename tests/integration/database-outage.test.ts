import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import {
  removeEmbeddedCluster,
  startEmbeddedPostgres,
  type EmbeddedDatabase,
} from '../../src/server/db/embedded-postgres.ts';
import { Account } from '../../src/server/db/entities/account.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { DATABASE_UNAVAILABLE } from '../../src/server/db/unavailable.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { linkTokenFor } from '../support/mail.ts';
import { postmasterPid } from '../support/server-process.ts';

const PASSWORD = 'Correct-Horse-42';

/** Polls until the check passes; fails after 60 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error('The condition did not hold within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every process the postmaster has started (its backends, checkpointer, WAL writer ...). */
async function postgresChildren(postmaster: number): Promise<number[]> {
  const children: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (parent === postmaster) children.push(Number(entry));
  }
  return children;
}

/** What a call came to, and how long after it was sent. */
type Outcome = { ok: boolean; status: number | undefined; message: string; afterMs: number };

describe('a database outage', () => {
  let dataDir: string;
  let postgres: EmbeddedDatabase;
  let port: number;
  let config: Config;
  let database: Database;
  let app: FastifyInstance;
  let url: string;
  let signedUp = false;
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
      RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '100',
    });
    database = await openDatabase(config, logger);
    app = await buildApp({ config, orm: database.orm, logger });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  /** A client signed in as the first user, so an admin who sees the CRM. */
  const signedIn = async () => {
    const api = createApiClient(url);
    if (!signedUp) {
      await api.client.auth.signUp.mutate({
        firstName: 'Ola',
        lastName: 'Outage',
        email: 'ola@example.com',
        password: PASSWORD,
      });
      await api.client.auth.confirmEmail.mutate({
        token: await linkTokenFor(config.mailDir, 'ola@example.com'),
      });
      signedUp = true;
    }
    await api.client.auth.signIn.mutate({ email: 'ola@example.com', password: PASSWORD });
    return api;
  };
  afterAll(async () => {
    await app.close();
    await database.close();
    await postgres.stop();
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 while PostgreSQL is down and recovers by itself, keeping every committed write', async () => {
    const api = await signedIn();
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

    postgres = await startEmbeddedPostgres(dataDir, logger, { port });
    await eventually(async () => (await fetch(`${url}/healthz`)).status === 200);

    // The same app, the same session: nothing was restarted but PostgreSQL.
    expect(await api.client.auth.me.query()).toMatchObject({ email: 'ola@example.com' });
    expect(await api.client.accounts.byId.query({ id: saved.id })).toMatchObject({
      name: 'Committed Before',
    });
    const names = (await api.client.accounts.list.query({})).items.map((account) => account.name);
    expect(names).toEqual(['Committed Before']);
  });

  it(
    'answers 503 within DATABASE_REQUEST_TIMEOUT_MS while every PostgreSQL process is frozen, and never says sent for a lost row',
    { timeout: 60_000 },
    async () => {
      const api = await signedIn();
      const formToken = createFormTokens(await loadAppSecret(database.orm.em.fork())).issue(
        Date.now() - 5_000,
      );
      const visitors = ['Amy', 'Ben', 'Cat', 'Dan', 'Eve', 'Gus'].map((first) => `${first} Inflight`);
      const accountNames = ['Inflight One', 'Inflight Two', 'Inflight Three'];
      // Connections in the pool, so the calls' statements reach the frozen server (not only a connect).
      await Promise.all(Array.from({ length: 10 }, () => api.client.accounts.list.query({})));

      const postmaster = (await postmasterPid(dataDir)) ?? 0;
      expect(postmaster).toBeGreaterThan(0);
      const children = await postgresChildren(postmaster);
      // The calls go out now, and the freeze follows at once.
      const sentAt = Date.now();
      const outcome = (call: Promise<unknown>): Promise<Outcome> =>
        call.then(
          () => ({ ok: true, status: 200, message: '', afterMs: Date.now() - sentAt }),
          (error: unknown) => {
            const refused = error as { data?: { httpStatus?: number }; message: string };
            return {
              ok: false,
              status: refused.data?.httpStatus,
              message: refused.message,
              afterMs: Date.now() - sentAt,
            };
          },
        );
      const calls = {
        reads: [outcome(api.client.accounts.list.query({})), outcome(api.client.auth.me.query())],
        writes: accountNames.map((name) =>
          outcome(api.client.accounts.create.mutate({ name, accountType: 'startup' })),
        ),
        contacts: visitors.map((name) =>
          outcome(
            api.client.intake.createLeadFromForm.mutate({
              formType: 'contact',
              formData: {
                name,
                email: `${name.split(' ')[0]?.toLowerCase()}@inflight.example.com`,
                phone: '0412 345 678',
                message: 'Sent while the database froze.',
                submittedAt: new Date().toISOString(),
              },
              website: '',
              formToken,
            }),
          ),
        ),
      };
      // Frozen while those calls are in flight: the postmaster first, so it starts nothing new, then
      // its processes, and any it started since they were listed.
      const frozen = new Set<number>();
      const signal = (pid: number, name: 'SIGSTOP' | 'SIGCONT') => {
        try {
          process.kill(pid, name);
        } catch {
          // A backend that has just ended.
        }
      };
      let answers: Outcome[];
      try {
        for (const pid of [postmaster, ...children]) {
          signal(pid, 'SIGSTOP');
          frozen.add(pid);
        }
        for (const pid of await postgresChildren(postmaster)) {
          if (!frozen.has(pid)) signal(pid, 'SIGSTOP');
          frozen.add(pid);
        }
        const late = [
          outcome(api.client.accounts.list.query({})),
          outcome(api.client.accounts.create.mutate({ name: 'Inflight Late', accountType: 'startup' })),
        ];
        answers = await Promise.all([...calls.reads, ...calls.writes, ...calls.contacts, ...late]);
      } finally {
        for (const pid of frozen) signal(pid, 'SIGCONT');
      }

      // Each call answered 503 with the usual message (or had finished before the freeze), and
      // none waited out the jobs' 16 s.
      for (const answer of answers) {
        if (!answer.ok) {
          expect(answer).toMatchObject({ status: 503, message: DATABASE_UNAVAILABLE });
        }
        expect(answer.afterMs).toBeLessThan(10_000);
      }
      expect(answers.at(-1)?.ok).toBe(false);
      expect(answers.at(-2)?.ok).toBe(false);

      await eventually(async () => (await fetch(`${url}/healthz`)).status === 200);
      const em = database.orm.em.fork();
      const contactAnswers = await Promise.all(calls.contacts);
      for (const [index, answer] of contactAnswers.entries()) {
        if (!answer.ok) continue;
        // 'Received' only for a lead that is stored.
        expect(await em.count(Lead, { title: `Website enquiry from ${visitors[index]}` })).toBe(1);
      }
      const writeAnswers = await Promise.all(calls.writes);
      for (const [index, answer] of writeAnswers.entries()) {
        if (answer.ok) expect(await em.count(Account, { name: accountNames[index] })).toBe(1);
      }
      expect(await api.client.auth.me.query()).toMatchObject({ email: 'ola@example.com' });
    },
  );
});
