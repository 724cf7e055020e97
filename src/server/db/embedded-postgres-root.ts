/**
 * What the embedded PostgreSQL needs when the server runs as root. PostgreSQL refuses to run
 * as root, so it runs as the `postgres` system user, from a copy of its binaries and with a
 * cluster folder that user can reach; the user's own folders keep their permissions.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { systemFolder } from './embedded-postgres-location.ts';

const run = promisify(execFile);

export type RunAs = { uid: number; gid: number };
export type PostgresBinaries = { initdb: string; postgres: string };

const succeeds = (command: string, args: string[]) =>
  run(command, args).then(
    () => true,
    () => false,
  );

/** The `postgres` system user (created without a login when missing), as PostgreSQL's processes run. */
export async function postgresUser(): Promise<RunAs> {
  if (!(await succeeds('id', ['-u', 'postgres']))) {
    const group = (await succeeds('getent', ['group', 'postgres']))
      ? ['--gid', 'postgres']
      : ['--user-group'];
    try {
      await run('useradd', [
        '--system',
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
        ...group,
        'postgres',
      ]);
    } catch (error) {
      // execFile's error carries the command's stderr; without one (no useradd) its message.
      const { stderr, message } = error as { stderr?: string; message: string };
      const why = (stderr?.trim() || message).replaceAll('\n', ' ');
      throw new Error(
        `PostgreSQL cannot run as root, and creating a postgres user to run it failed (${why})`,
        {
          cause: error,
        },
      );
    }
  }
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Makes every folder and file of a tree readable (and programs runnable) by every user. */
async function openToAllUsers(folder: string): Promise<void> {
  await chmod(folder, 0o755);
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) await chmod(file, 0o755);
    else if (entry.isFile()) await chmod(file, (await stat(file)).mode & 0o100 ? 0o755 : 0o644);
  }
}

/**
 * A copy of the packaged binaries in the system folder, owned by root and readable by all, made
 * once per PostgreSQL build and shared by every cluster: `node_modules` may sit in a folder the
 * postgres user cannot enter. The copy is made under a temporary name and renamed when whole.
 */
export async function systemBinaries(
  packaged: PostgresBinaries & { nativeDir: string; build: string },
): Promise<PostgresBinaries> {
  const target = path.join(systemFolder, `postgresql-${packaged.build}`);
  if (!existsSync(target)) {
    await mkdir(systemFolder, { recursive: true });
    await chmod(systemFolder, 0o755);
    const partial = `${target}.partial-${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await cp(packaged.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await openToAllUsers(partial);
    try {
      await rename(partial, target);
    } catch (error) {
      // Another process finished its copy first.
      await rm(partial, { recursive: true, force: true });
      if (!existsSync(target)) throw error;
    }
  }
  const inTarget = (binary: string) => path.join(target, path.relative(packaged.nativeDir, binary));
  return { initdb: inTarget(packaged.initdb), postgres: inTarget(packaged.postgres) };
}

/**
 * The cluster's own folder under the system folder, owned by the postgres user with mode 700,
 * with a note of the DATA_DIR it belongs to for whoever looks at the system folder.
 */
export async function prepareOwnFolder(folder: string, runAs: RunAs, dataDir: string): Promise<void> {
  await mkdir(systemFolder, { recursive: true });
  await chmod(systemFolder, 0o755);
  await mkdir(folder, { recursive: true });
  await chown(folder, runAs.uid, runAs.gid);
  await chmod(folder, 0o700);
  await writeFile(path.join(folder, 'data-dir'), `${dataDir}\n`);
}
