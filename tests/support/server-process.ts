import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { locateEmbeddedCluster } from '../../src/server/db/embedded-postgres.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything it wrote to stdout and stderr so far. */
  output: () => string;
  exited: Promise<number | null>;
};

/**
 * The server as `npm start` runs it (`node src/server/main.ts`), on the embedded database of
 * `dataDir` (no DATABASE_URL) and a free port; `env` adds to or replaces its environment.
 */
export async function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const environment: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    ...env,
  };
  delete environment.DATABASE_URL;
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    env: environment,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, baseUrl, output: () => chunks.join(''), exited };
}

/** Waits until the server answers /healthz 200; fails when it exits first or after 90 s. */
export async function untilHealthy(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`the server exited before answering /healthz:\n${server.output()}`);
    const status = await fetch(`${server.baseUrl}/healthz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz 200 within 90 s:\n${server.output()}`);
}

/** The pid in the embedded cluster's postmaster.pid, or undefined when there is none. */
export async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const { clusterDir } = await locateEmbeddedCluster(dataDir);
  const lock = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  return lock === undefined ? undefined : Number(lock.split('\n')[0]);
}

/** Whether a process runs (a zombie waiting to be reaped has ended). */
export async function isRunning(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat !== undefined && !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
}

/** Polls until the process has ended; false if it still runs after `withinMs`. */
export async function endsWithin(pid: number, withinMs: number): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!(await isRunning(pid))) return true;
    await sleep(100);
  }
  return !(await isRunning(pid));
}
