import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureServerBundle } from '../../../scripts/build/server-bundle.ts';
import { ensureClientBuild } from '../../../scripts/client-build.ts';
import { removeEmbeddedCluster } from '../../../src/server/db/embedded-postgres.ts';
import { runningEmbeddedUrl } from '../../../src/server/features/backups/cli-database.ts';
import { createApiClient } from '../../support/api-client.ts';
import { linkTokenFor } from '../../support/mail.ts';
import { freePort } from '../../support/server-process.ts';

/** One e2e server: its URL, its database, its mail folder, its admin and its inbound SMTP listener. */
export type E2eServer = {
  baseUrl: string;
  mailDir: string;
  /** The server's database, where the signed-in fixture (support/staff.ts) writes its staff and sessions. */
  databaseUrl: string;
  /** The first user, so the admin: tests approve the staff they make with it. */
  admin: { email: string; password: string };
  /** The inbound SMTP listener's port on 127.0.0.1 and the one address it takes mail for. */
  inbound: { port: number; address: string };
};

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a test file uses the one of its worker (support/server.ts). */
    servers: E2eServer[];
  }
}

const INBOUND_ADDRESS = 'crm@ndis.example';

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not become healthy within 60 s');
}

/**
 * The server process on two ports found free (its HTTP and its inbound SMTP), once healthy. A
 * port found free can be taken before the server listens on it (the other worker's server, or a
 * connection's own end), so a server that exits before it is healthy is started again on new
 * ports, twice at most.
 */
async function spawnServer(workDir: string, mailDir: string, databaseUrl: string | undefined) {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const inboundPort = await freePort();
    const baseUrl = `http://localhost:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      DATA_DIR: workDir,
      MAIL_DIR: mailDir,
      LOG_LEVEL: 'warn',
      // The dashboard's tests create and clear demo data, which production refuses without this.
      DEMO_DATA: 'on',
      // Every e2e file signs people up and in from 127.0.0.1.
      RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '1000',
      RATE_LIMIT_PASSWORD_RESET_PER_10_MINUTES: '1000',
      RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '1000',
      RATE_LIMIT_CHECKOUT_PER_10_MINUTES: '1000',
      // Quotes show how to pay by bank transfer (fictitious details).
      BANK_BSB: '062-000',
      BANK_ACCOUNT_NUMBER: '12345678',
      BANK_ACCOUNT_NAME: 'NDIS Provider Support Pty Ltd',
      // Replies and forwarded mail reach the CRM here (Settings › Unmatched mail).
      INBOUND_SMTP_PORT: String(inboundPort),
      INBOUND_ADDRESS: INBOUND_ADDRESS,
    };
    delete env.DATABASE_URL;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;

    const root = path.resolve(import.meta.dirname, '../../..');
    // As npm start runs it: scripts/start.mjs, the server's bundle.
    const server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    try {
      await waitForHealth(baseUrl, server);
      return { server, baseUrl, inboundPort };
    } catch (error) {
      if (server.exitCode === null || attempt === 3) throw error;
    }
  }
}

/**
 * Runs the production server as its own process, as `npm start` would: the built
 * client, a fresh database (a new one on DATABASE_URL's server, or a fresh embedded
 * cluster), mail written as .eml files into a temporary folder.
 */
async function startServer(): Promise<{ server: E2eServer; stop: () => Promise<void> }> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'ndis-e2e-'));
  const mailDir = path.join(workDir, 'mail');

  let databaseUrl: string | undefined;
  let databaseName: string | undefined;
  if (process.env.DATABASE_URL) {
    databaseName = `e2e_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${databaseName}"`);
    await admin.end();
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
  }

  const { server, baseUrl, inboundPort } = await spawnServer(workDir, mailDir, databaseUrl);
  // The first user to confirm becomes the admin, who approves everyone the tests sign up.
  const admin = { email: 'e2e-admin@example.com', password: 'Quokka-Admin-2026' };
  const { client } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signUp.mutate({ firstName: 'Erin', lastName: 'Admin', ...admin });
  await client.auth.confirmEmail.mutate({ token: await linkTokenFor(mailDir, admin.email) });

  const serverDatabaseUrl = databaseUrl ?? (await runningEmbeddedUrl(workDir));
  if (!serverDatabaseUrl) throw new Error("The server's embedded PostgreSQL is not running");

  const stop = async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
    if (databaseName && process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    } else {
      await removeEmbeddedCluster(workDir);
    }
    await rm(workDir, { recursive: true, force: true });
  };
  return {
    server: {
      baseUrl,
      databaseUrl: serverDatabaseUrl,
      mailDir,
      inbound: { port: inboundPort, address: INBOUND_ADDRESS },
      admin,
    },
    stop,
  };
}

/**
 * One server for each worker (vitest.e2e.config.ts): the files of a worker run one after another
 * against its own server and database, as all of them did on one server before, while the other
 * worker's files run against theirs.
 */
export default async function setup(project: TestProject) {
  ensureClientBuild();
  await ensureServerBundle();
  const started = await Promise.allSettled(
    Array.from({ length: project.config.maxWorkers }, () => startServer()),
  );
  const stops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.stop] : []));
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await Promise.all(stops.map((stop) => stop()));
    throw failure.reason;
  }
  project.provide(
    'servers',
    started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.server] : [])),
  );
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
