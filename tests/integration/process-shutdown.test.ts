import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { locateEmbeddedCluster, removeEmbeddedCluster } from '../../src/server/db/embedded-postgres.ts';
import { freePort } from '../support/server-process.ts';

describe('the server process on the embedded database', () => {
  let dataDir = '';
  afterAll(async () => {
    if (!dataDir) return;
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  // A real process that makes its own cluster: slow on a busy machine, hence the long timeout.
  it(
    'finishes the requests in flight on SIGTERM, stops PostgreSQL and exits 0',
    { timeout: 120_000 },
    async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-shutdown-'));
      const port = await freePort();
      const baseUrl = `http://localhost:${port}`;
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        PORT: String(port),
        APP_URL: baseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
      };
      delete env.DATABASE_URL;
      const server = spawn(process.execPath, ['src/server/main.ts'], {
        env,
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let signInsReceived = 0;
      let allReceived: () => void = () => undefined;
      const received = new Promise<void>((resolve) => (allReceived = resolve));
      const serverLog: string[] = [];
      onTestFailed(() => console.error(`the server's log:\n${serverLog.join('')}`));
      server.stdout.on('data', (chunk: Buffer) => {
        serverLog.push(chunk.toString());
        for (const line of chunk.toString().split('\n')) {
          if (line.includes('incoming request') && line.includes('auth.signIn')) {
            signInsReceived += 1;
            if (signInsReceived === 20) allReceived();
          }
        }
      });
      const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

      for (let attempt = 0; attempt < 300; attempt += 1) {
        const healthy = await fetch(`${baseUrl}/healthz`).then(
          (response) => response.ok,
          () => false,
        );
        if (healthy) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // Each sign-in reads the database and runs argon2, so twenty of them take a while.
      const signIns = Array.from({ length: 20 }, (_, index) =>
        fetch(`${baseUrl}/trpc/auth.signIn`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl },
          body: JSON.stringify({ json: { email: `nobody${index}@example.com`, password: 'wrong-password' } }),
        }).then((response) => response.status),
      );
      // Signal once the server has taken every request in, so each one is truly in flight.
      await received;
      server.kill('SIGTERM');

      expect(await Promise.all(signIns)).toEqual(Array.from({ length: 20 }, () => 401));
      expect(await exited).toBe(0);
      const { clusterDir } = await locateEmbeddedCluster(dataDir);
      expect(existsSync(path.join(clusterDir, 'PG_VERSION'))).toBe(true);
      expect(existsSync(path.join(clusterDir, 'postmaster.pid'))).toBe(false);
    },
  );
});
