import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { chmod, mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUSINESS_TIME_ZONE } from '../../../shared/quarters.ts';

/** Every backup file ends so; its SHA-256 is in the file of the same name plus CHECKSUM_SUFFIX. */
export const BACKUP_SUFFIX = '.backup';
export const CHECKSUM_SUFFIX = '.sha256';

/** A backup's name must be one of ours: a download or a restore never reads another file. */
export const BACKUP_NAME = /^ndis-consultancy-\d{4}-\d{2}-\d{2}_\d{6}[+-]\d{4}(-\d+)?\.backup$/;

/** `ndis-consultancy-2026-11-24_020000+1100.backup`: the date and time in Sydney, with its UTC offset (the hour after daylight saving ends repeats). */
export function backupName(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-AU', {
      timeZone: BUSINESS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset =
    parts.timeZoneName === 'GMT' ? '+0000' : String(parts.timeZoneName).slice(3).replace(':', '');
  return `ndis-consultancy-${parts.year}-${parts.month}-${parts.day}_${parts.hour}${parts.minute}${parts.second}${offset}${BACKUP_SUFFIX}`;
}

/** The backup folder, made private (mode 700) when it is not there. */
export async function ensureBackupDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/** The SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The checksum file's line, as `sha256sum` writes it (so `sha256sum -c` checks a copy anywhere). */
export const checksumLine = (sha256: string, file: string) => `${sha256}  ${path.basename(file)}\n`;

export class BackupError extends Error {
  override name = 'BackupError';
}

/** Refuses a file whose checksum file is missing or does not match, with one line saying so. */
export async function verifyChecksum(file: string): Promise<void> {
  if (!(await stat(file).catch(() => undefined))?.isFile())
    throw new BackupError(`There is no backup file ${file}: nothing was restored.`);
  const line = await readFile(`${file}${CHECKSUM_SUFFIX}`, 'utf8').catch(() => undefined);
  if (line === undefined)
    throw new BackupError(
      `${file} has no checksum file beside it (${path.basename(file)}${CHECKSUM_SUFFIX}): nothing was restored.`,
    );
  const expected = line.trim().split(/\s+/)[0];
  if ((await sha256Of(file)) !== expected)
    throw new BackupError(
      `${file} does not match its checksum: the file is damaged, nothing was restored. Use another copy.`,
    );
}

export type BackupListing = { name: string; bytes: number; createdAt: Date };

/** The backups in the folder, newest first (by the time each was finished). */
export async function listBackups(dir: string): Promise<BackupListing[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => BACKUP_NAME.test(name))
      .map(async (name) => {
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        return info && { name, bytes: info.size, createdAt: info.mtime };
      }),
  );
  return files
    .filter((file) => file !== undefined)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
}

/** Deletes all but the newest `keep` backups (and their checksum files). */
export async function pruneBackups(dir: string, keep: number): Promise<void> {
  for (const old of (await listBackups(dir)).slice(keep)) {
    await rm(path.join(dir, old.name), { force: true });
    await rm(path.join(dir, `${old.name}${CHECKSUM_SUFFIX}`), { force: true });
  }
}
