import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { Notification } from '../../db/entities/notification.ts';
import { Profile } from '../../db/entities/profile.ts';
import type { SendMailOptions } from '../../jobs/jobs.ts';
import type { MailJob } from '../../jobs/mail-job.ts';
import { CHECKSUM_SUFFIX, pruneBackups } from './backup-files.ts';
import { backUpDatabase, type BackupResult } from './dump.ts';

type BackupJobDependencies = {
  orm: MikroORM;
  config: Pick<Config, 'backups' | 's3'>;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
  sendMail: (job: MailJob, options?: SendMailOptions) => Promise<void>;
  now: Date;
};

/** Tells every active admin, in the bell and by mail, that a backup failed and why; in one transaction. */
async function notifyAdmins(orm: MikroORM, sendMail: BackupJobDependencies['sendMail'], reason: string) {
  await orm.em.fork().transactional(async (tx) => {
    const admins = await tx.find(Profile, { role: 'admin', status: 'active' });
    for (const admin of admins)
      tx.create(Notification, { user: admin.user, kind: 'backup_failed', detail: reason });
    await tx.flush();
    await sendMail({ kind: 'backup-failed', reason }, { tx });
  });
}

/**
 * The backup and its checksum file copied to the S3 store under BACKUP_S3_PREFIX, streamed from
 * disk; the store's own rules (versioning, lifecycle) decide how long the copies stay.
 */
async function copyToS3(file: string, config: BackupJobDependencies['config']): Promise<void> {
  const { s3 } = config;
  const prefix = config.backups.s3Prefix;
  if (!s3 || !prefix) return;
  const { s3Client, uploadObject } = await import('../../storage/s3-store.ts');
  const client = s3Client(s3);
  for (const local of [file, `${file}${CHECKSUM_SUFFIX}`])
    await uploadObject(client, s3.bucket, prefix + path.basename(local), createReadStream(local), Infinity);
}

/**
 * One backup into BACKUP_DIR (scheduled, or 'Back up now'), copied to S3 when BACKUP_S3_PREFIX
 * is set, then all but the newest BACKUP_KEEP deleted. A failure is told to the admins, then thrown, so the job is marked failed.
 */
export async function runBackupJob({
  orm,
  config,
  logger,
  sendMail,
  now,
}: BackupJobDependencies): Promise<BackupResult> {
  try {
    const backup = await backUpDatabase(orm.config.get('clientUrl'), { dir: config.backups.dir }, now);
    await copyToS3(backup.file, config);
    await pruneBackups(config.backups.dir, config.backups.keep);
    logger.info({ file: backup.file, bytes: backup.bytes }, 'backup written');
    return backup;
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';
    logger.error({ err: error }, 'backup failed');
    await notifyAdmins(orm, sendMail, reason);
    throw error;
  }
}
