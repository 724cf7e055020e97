import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, onTestFailed } from 'vitest';
import pino from 'pino';
import {
  EmbeddedDatabaseError,
  locateEmbeddedCluster,
  removeEmbeddedCluster,
  startEmbeddedPostgres,
} from '../../src/server/db/embedded-postgres.ts';
import {
  endsWithin,
  isRunning,
  postmasterPid,
  spawnServer,
  untilHealthy,
  type ServerProcess,
} from '../support/server-process.ts';

/**
 * A PATH with only the commands the server runs besides PostgreSQL (the postgres user's look-up
 * and creation as root): no setpriv, so PostgreSQL cannot be told to die with the server.
 */
async function pathWithoutSetpriv(folder: string): Promise<string> {
  await mkdir(folder);
  for (const command of ['id', 'getent', 'useradd']) {
    const found = ['/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin']
      .map((dir) => path.join(dir, command))
      .find((file) => existsSync(file));
    if (found) await symlink(found, path.join(folder, command));
  }
  return folder;
}

// Real server processes, each making or starting a cluster: slow on a busy machine.
describe('the embedded PostgreSQL after the server is killed', { timeout: 180_000 }, () => {
  let dataDir = '';
  const servers: ServerProcess[] = [];
  const postgresPids: number[] = [];
  const start = async (env: NodeJS.ProcessEnv = {}) => {
    const server = await spawnServer(dataDir, env);
    servers.push(server);
    return server;
  };
  /** The running PostgreSQL of dataDir, remembered to be stopped if a test leaves it. */
  const runningPostgres = async () => {
    const pid = await postmasterPid(dataDir);
    expect(pid).toBeGreaterThan(0);
    postgresPids.push(pid ?? 0);
    expect(await isRunning(pid ?? 0)).toBe(true);
    return pid ?? 0;
  };
  const killHard = async (server: ServerProcess) => {
    server.child.kill('SIGKILL');
    await server.exited;
  };
  const stop = async (server: ServerProcess) => {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  };

  afterEach(async () => {
    for (const server of servers.splice(0)) {
      if (server.child.exitCode === null && server.child.signalCode === null) await killHard(server);
    }
    for (const pid of postgresPids.splice(0)) {
      if (!(await isRunning(pid))) continue;
      process.kill(pid, 'SIGINT');
      await endsWithin(pid, 30_000);
    }
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops PostgreSQL within seconds of a kill -9, and the next start answers', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-crash-'));
    const first = await start();
    onTestFailed(() => console.error(first.output()));
    await untilHealthy(first);
    const postgres = await runningPostgres();

    await killHard(first);
    expect(await endsWithin(postgres, 10_000)).toBe(true);

    const second = await start();
    onTestFailed(() => console.error(second.output()));
    await untilHealthy(second);
    expect(second.output()).not.toContain('left running by an earlier server');
    await stop(second);
  });

  it('without setpriv, the next start stops the PostgreSQL a killed server left, and answers', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-crash-'));
    const env = { PATH: await pathWithoutSetpriv(path.join(dataDir, 'bin')) };
    const first = await start(env);
    onTestFailed(() => console.error(first.output()));
    await untilHealthy(first);
    expect(first.output()).toContain('"dieWithServer":false');
    const leftover = await runningPostgres();

    await killHard(first);
    // Nothing told it to stop: it is still there when the next start comes.
    expect(await isRunning(leftover)).toBe(true);

    const second = await start(env);
    onTestFailed(() => console.error(second.output()));
    await untilHealthy(second);
    expect(second.output()).toContain(
      'stopping the embedded PostgreSQL left running by an earlier server of this DATA_DIR that has ended',
    );
    expect(await isRunning(leftover)).toBe(false);
    const replacement = await runningPostgres();
    expect(replacement).not.toBe(leftover);
    await stop(second);
  });

  it("refuses to start on a live server's DATA_DIR, and leaves that server's PostgreSQL alone", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-crash-'));
    const live = await start();
    onTestFailed(() => console.error(live.output()));
    await untilHealthy(live);
    const postgres = await runningPostgres();

    const second = await start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `The embedded PostgreSQL of DATA_DIR ${dataDir} is in use by another server that is still running (pid ${live.child.pid}), so it is left alone`,
    );

    expect(await postmasterPid(dataDir)).toBe(postgres);
    expect(await isRunning(postgres)).toBe(true);
    expect((await fetch(`${live.baseUrl}/healthz`)).status).toBe(200);
    await stop(live);
  });
});

describe('a start that finds postmaster.pid held by a process it has no record of', () => {
  let dataDir = '';
  afterEach(async () => {
    await removeEmbeddedCluster(dataDir);
    await rm(dataDir, { recursive: true, force: true });
  });

  it("leaves this cluster's PostgreSQL alone when no record names its server, and says so", async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-crash-'));
    const logger = pino({ level: 'silent' });
    const running = await startEmbeddedPostgres(dataDir, logger);
    try {
      const { clusterDir } = await locateEmbeddedCluster(dataDir);
      await rm(path.join(path.dirname(clusterDir), 'postgres-owner.json'));
      const pid = await postmasterPid(dataDir);
      const refusal: unknown = await startEmbeddedPostgres(dataDir, logger).then(
        (database) => database.stop(),
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(EmbeddedDatabaseError);
      expect((refusal as Error).message).toBe(
        `The embedded PostgreSQL of DATA_DIR ${dataDir} is already running (pid ${pid}), and no record ` +
          `says which server started it, so it is left alone: stop it (kill ${pid}) and start again, or ` +
          'give this server another DATA_DIR.',
      );
      expect(await isRunning(pid ?? 0)).toBe(true);
    } finally {
      await running.stop();
    }
  });

  it('leaves a process that reused the pid alone, and starts past the stale postmaster.pid', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ndis-crash-'));
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    await (await startEmbeddedPostgres(dataDir, logger)).stop();
    // An unrelated process of PostgreSQL's own user, which PostgreSQL could not tell from a live postmaster.
    const asRoot = process.getuid?.() === 0;
    const postgresUser = asRoot
      ? {
          uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
          gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
        }
      : {};
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore', ...postgresUser });
    try {
      const { clusterDir } = await locateEmbeddedCluster(dataDir);
      const lockFile = path.join(clusterDir, 'postmaster.pid');
      await writeFile(lockFile, `${stranger.pid}\n${clusterDir}\n`);
      const database = await startEmbeddedPostgres(dataDir, logger);
      const pid = await postmasterPid(dataDir);
      await database.stop();

      expect(pid).not.toBe(stranger.pid);
      expect(await isRunning(stranger.pid ?? 0)).toBe(true);
      expect(lines.join('')).toContain(
        'is not this cluster’s PostgreSQL: left alone, stale lock file removed',
      );
      await expect(readFile(lockFile)).rejects.toThrow('ENOENT');
    } finally {
      stranger.kill();
    }
  });
});
