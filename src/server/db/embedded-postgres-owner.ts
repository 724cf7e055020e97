/**
 * Which server a running embedded PostgreSQL belongs to, so that a start after a crash can stop
 * the PostgreSQL its dead predecessor left running, and never one that a live server uses.
 * Linux only (it reads /proc); elsewhere nothing is known and nothing is stopped.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EmbeddedDatabaseError } from './embedded-postgres-error.ts';

type Logger = { warn: (details: object, message: string) => void };

/** The server that started the cluster's PostgreSQL: a pid and its start time, which no later process of that pid shares. */
type OwnerRecord = { serverPid: number; serverStartTime: string; postgresPid: number };

const ownerFile = (clusterDir: string) => path.join(path.dirname(clusterDir), 'postgres-owner.json');

/** Field 22 of /proc/<pid>/stat (clock ticks from boot to the process's start), or undefined when there is no such process. */
async function startTimeOf(pid: number): Promise<string | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

/** Whether the process has ended: no longer listed, or a zombie waiting to be reaped. */
async function hasEnded(pid: number): Promise<boolean> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
}

/** Records this process as the owner of the cluster's PostgreSQL, once it accepts connections. */
export async function recordOwner(clusterDir: string, postgresPid: number): Promise<void> {
  const serverStartTime = await startTimeOf(process.pid);
  if (serverStartTime === undefined) return;
  const record: OwnerRecord = { serverPid: process.pid, serverStartTime, postgresPid };
  await writeFile(ownerFile(clusterDir), `${JSON.stringify(record)}\n`, { mode: 0o600 });
}

async function readOwner(clusterDir: string): Promise<OwnerRecord | undefined> {
  const text = await readFile(ownerFile(clusterDir), 'utf8').catch(() => undefined);
  try {
    return text === undefined ? undefined : (JSON.parse(text) as OwnerRecord);
  } catch {
    return undefined;
  }
}

/** Sends the signal and waits up to `waitMs` for the process to end; true when it has. */
async function signalAndWait(pid: number, signal: NodeJS.Signals, waitMs: number): Promise<boolean> {
  try {
    process.kill(pid, signal);
  } catch {
    return hasEnded(pid);
  }
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (await hasEnded(pid)) return true;
    await sleep(100);
  }
  return hasEnded(pid);
}

/** How long a leftover PostgreSQL gets to end its sessions (smart shutdown), then to stop at once (fast). */
const SMART_SHUTDOWN_MS = 5_000;
const FAST_SHUTDOWN_MS = 30_000;

/**
 * Before PostgreSQL starts on the cluster: when its postmaster.pid names a running process,
 * - the cluster's PostgreSQL whose recorded server has ended is a leftover of a crash: it is
 *   stopped (smart shutdown, then fast), and the start goes on;
 * - the cluster's PostgreSQL of a live server, or of a server we have no record of, is left
 *   alone and the start refused, with a message saying which;
 * - an unrelated process that now has that pid is left alone, and the stale lock file removed.
 */
export async function stopLeftoverPostgres(
  clusterDir: string,
  dataDir: string,
  logger: Logger,
): Promise<void> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  const lock = await readFile(lockFile, 'utf8').catch(() => undefined);
  const pid = Number(lock?.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || (await hasEnded(pid))) return;
  const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  if (commandLine === undefined) return;
  const args = commandLine.split('\0');
  const ours = args.some((arg, index) => arg === '-D' && args[index + 1] === clusterDir);
  if (!ours) {
    logger.warn(
      { pid, process: args[0], lockFile },
      'postmaster.pid names a process that is not this cluster’s PostgreSQL: left alone, stale lock file removed',
    );
    await rm(lockFile, { force: true });
    return;
  }
  const owner = await readOwner(clusterDir);
  if (!owner || owner.postgresPid !== pid)
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL of DATA_DIR ${dataDir} is already running (pid ${pid}), and no record ` +
        'says which server started it, so it is left alone: stop it (kill ' +
        `${pid}) and start again, or give this server another DATA_DIR.`,
    );
  if ((await startTimeOf(owner.serverPid)) === owner.serverStartTime)
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL of DATA_DIR ${dataDir} is in use by another server that is still ` +
        `running (pid ${owner.serverPid}), so it is left alone: stop that server first, or give this ` +
        'one another DATA_DIR.',
    );
  logger.warn(
    { pid, formerServerPid: owner.serverPid },
    'stopping the embedded PostgreSQL left running by an earlier server of this DATA_DIR that has ended',
  );
  const stopped =
    (await signalAndWait(pid, 'SIGTERM', SMART_SHUTDOWN_MS)) ||
    (await signalAndWait(pid, 'SIGINT', FAST_SHUTDOWN_MS));
  if (!stopped)
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL of DATA_DIR ${dataDir} (pid ${pid}), left running by a server that has ` +
        `ended, did not stop within ${(SMART_SHUTDOWN_MS + FAST_SHUTDOWN_MS) / 1000} s: stop it (kill -QUIT ${pid}) and start again.`,
    );
}
