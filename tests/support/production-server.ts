import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { createSession } from '../../src/server/features/auth/sessions.ts';
import { startNodeFlags } from '../../scripts/start-command.mjs';
import { freePort } from './server-process.ts';

const root = path.resolve(import.meta.dirname, '../..');

export type ProductionServer = { child: ChildProcess; url: string; log: string[] };

/**
 * The server as `npm start` runs it (scripts/start.mjs: the bundle in dist/server, with
 * `npm start`'s flags) as a child process on a test database, once /healthz answers; its stdout
 * and stderr are kept in `log`. `nodeFlags` go before npm start's own.
 */
export async function startProductionServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeFlags: string[] = [],
): Promise<ProductionServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, ...startNodeFlags(), 'scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${log.join('')}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, log };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer /healthz:\n${log.join('')}`);
}

/** Ends a server process (SIGKILL: `kill -9`) and waits for it to be gone. */
export async function killProductionServer(server: ProductionServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGKILL');
  await exited;
}

/** An approved staff member made straight in the database, and the headers of a signed-in request of theirs. */
export async function staffHeaders(orm: MikroORM, appUrl: string): Promise<Record<string, string>> {
  const em = orm.em.fork();
  const user = em.create(User, {
    email: `staff.${Date.now()}@example.com`,
    passwordHash: 'x',
    emailConfirmedAt: new Date(),
  });
  em.create(Profile, { user, firstName: 'Ida', lastName: 'Importer', role: 'staff', status: 'active' });
  await em.flush();
  const session = await createSession(em, user, { ip: '127.0.0.1', userAgent: '' });
  return { cookie: `session=${session.token}`, origin: appUrl };
}

/** VmHWM of a process: the most resident memory it has had, in MiB (Linux). */
export function peakResidentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+)/m.exec(status)?.[1] ?? 0) / 1024;
}
