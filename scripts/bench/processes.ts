import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { once } from 'node:events';
import { startCommand } from '../start-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * The production server as `npm start` runs it, as a child process, once /healthz answers 200;
 * `nodeFlags` go before npm start's own (a CPU profile).
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeFlags, ...startCommand()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: url,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url };
    if (waited > 60_000) throw new Error('the server did not answer /healthz within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The baseline (scripts/bench/baseline-server.ts) as a child process, once it prints its port. */
export async function startBaseline(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['scripts/bench/baseline-server.ts', databaseUrl], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout ?? child, 'data')) as [Buffer];
  return { child, url: `http://127.0.0.1:${line.toString().trim()}` };
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

/** A process's resident memory now and its peak so far (VmRSS, VmHWM), in MiB (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024 };
}

/** The CPU time a process has used so far (user and system, /proc/<pid>/stat), in ms (Linux). */
export function cpuTimeOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}
