import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery, type Transaction } from 'kysely';
import { PgBoss, type Queue } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deleteExpiredPasswordResets, deleteExpiredSignUps } from '../features/auth/cleanup.ts';
import { deleteOldImports } from '../features/imports/cleanup.ts';
import { expireQuotes } from '../features/quotes/expiry.ts';
import { foldLeadTotals } from '../features/dashboard/fold-totals.ts';
import { trimReportCache } from '../features/reports/response-cache.ts';
import { foldReportSummaries } from '../features/reports/summaries.ts';
import { makeOverdueRequestTasks } from '../features/privacy-requests/overdue.ts';
import { runEvidenceReminders } from '../features/evidence-requests/reminders.ts';
import { runRetention } from '../features/privacy/retention.ts';
import { BUSINESS_TIME_ZONE, businessToday } from '../../shared/quarters.ts';
import { deleteExpiredChallenges } from '../features/auth/webauthn-challenges.ts';
import { deleteOldAccountFailures } from '../features/auth/account-guessing-cap.ts';
import { deleteOldSignInAttempts } from '../features/auth/login-history.ts';
import { deleteExpiredRateLimits } from '../rate-limits.ts';
import { runMailJob, type MailJob } from './mail-job.ts';
import { runImportJob } from './import-job.ts';
import { queueTaskDigests } from './task-digest.ts';
import { runBackupJob } from '../features/backups/backup-job.ts';
import { deliverEmail } from '../features/emails/delivery.ts';
import { storeQuotePdf } from '../features/quotes/pdf-document.ts';
import { createFileStore } from '../storage/create-file-store.ts';
import { sweepPendingFiles } from '../storage/pending-files.ts';

const MAIL_QUEUE = 'mail';
const CLEANUP_QUEUE = 'cleanup';
const DIGEST_QUEUE = 'task-digest';
const QUOTE_EXPIRY_QUEUE = 'quote-expiry';
const PRIVACY_OVERDUE_QUEUE = 'privacy-overdue';
const EVIDENCE_REMINDERS_QUEUE = 'evidence-reminders';
const RETENTION_QUEUE = 'data-retention';
const DELETE_FILES_QUEUE = 'delete-files';
const IMPORT_QUEUE = 'csv-import';
const BACKUP_QUEUE = 'backup';
const EMAIL_QUEUE = 'email';
const QUOTE_PDF_QUEUE = 'quote-pdf-document';

/** A staff member's message is retried this many times (backing off from MAIL_RETRY_DELAY_SECONDS), then marked failed. */
export const EMAIL_RETRIES = 3;

/** How a mail is queued: in a transaction (it exists only if that commits), and with an id (an id already queued is skipped). */
export type SendMailOptions = { tx?: EntityManager; id?: string };

export type Jobs = {
  /** Queues a mail; a worker of any instance sends it. */
  sendMail: (job: MailJob, options?: SendMailOptions) => Promise<void>;
  /** Queues a staff member's message (in the transaction that wrote it); a worker of any instance sends it. */
  queueEmail: (emailId: string, options: { tx: EntityManager }) => Promise<void>;
  /** Queues the accepted quote's PDF for its account's documents (in the acceptance's transaction). */
  storeQuotePdf: (quoteId: string, options: { tx: EntityManager }) => Promise<void>;
  /** Queues a CSV import (in the transaction that started it); a worker of any instance runs it. */
  startImport: (importId: string, options: { tx: EntityManager }) => Promise<void>;
  /**
   * Queues the deletion of stored files (an erased person's documents) in the transaction that
   * dropped them: they go only if it commits, and a worker of any instance retries until they have.
   */
  deleteFiles: (keys: string[], options: { tx: EntityManager }) => Promise<void>;
  /** Queues a backup ('Back up now'); a worker of any instance takes it. Answers the job's id. */
  startBackup: () => Promise<string>;
  /** Where a queued backup is: waiting, running, done or failed; null for an unknown id. */
  backupState: (id: string) => Promise<'waiting' | 'running' | 'done' | 'failed' | null>;
  stop: () => Promise<void>;
};

export type JobDependencies = {
  orm: MikroORM;
  config: Config;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** The clock of the scheduled work (the digest's day); tests fix it. */
  now?: () => Date;
};

/**
 * pg-boss's statements on a MikroORM transaction's connection (MikroORM's Kysely transaction):
 * the job is then saved, or rolled back, with the rest of the transaction.
 */
function inTransaction(tx: EntityManager) {
  const transaction = tx.getTransactionContext<Transaction<unknown>>();
  if (!transaction) throw new Error('A job was queued with an EntityManager outside a transaction');
  return {
    executeSql: async (text: string, values: unknown[] = []) =>
      transaction.executeQuery(CompiledQuery.raw(text, values)),
  };
}

/**
 * pg-boss on the app's own PostgreSQL (schema `pgboss`), wiring queues to the features' work
 * (each feature owns its SQL): mails leave the request so every sign-up answers in the same time,
 * failed sends are retried with backoff, and any instance can send them. Scheduled jobs delete
 * expired rate-limit counters, sign-ups, password reset links, old per-account sign-in failures,
 * sign-in attempts older than 90 days, month-old CSV imports and files no record kept a day after
 * their upload (storage/pending-files.ts), send each morning's task digests, and (just after
 * midnight in Sydney) mark quotes past their validity expired, make an admin's task for each
 * overdue privacy request, and de-identify the people whose records' retention periods have ended;
 * each morning evidence requests' reminders go out and overdue ones get their task. CSV imports
 * run here too, one batch transaction at a time.
 * With `config.workJobs` off (a web instance when `npm run worker` runs the queue) this process
 * only queues jobs.
 */
export async function startJobs({
  orm,
  config,
  mailer,
  logger,
  now = () => new Date(),
}: JobDependencies): Promise<Jobs> {
  const work = config.workJobs;
  const files = createFileStore(orm, config);
  // A worker sends a heartbeat for each job in hand every half `jobHeartbeatSeconds` (20 s by
  // default). A job whose heartbeat stops (its process was killed, or lost the database) is failed
  // and retried by the next supervise pass of any instance, every half heartbeat too: within about
  // half a minute a live worker works it again. A live worker keeps its jobs, so no job runs twice.
  const superviseSeconds = Math.ceil(config.jobHeartbeatSeconds / 2);
  const boss = new PgBoss({
    connectionString: orm.config.get('clientUrl'),
    max: 4,
    connectionTimeoutMillis: config.database.connectTimeoutMs,
    schedule: work,
    supervise: work,
    useListenNotify: work,
    superviseIntervalSeconds: superviseSeconds,
    monitorIntervalSeconds: superviseSeconds,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  await boss.start();
  /**
   * Makes a queue with these options, or sets them on the queue an earlier version made
   * (createQueue leaves a queue that is there as it is).
   */
  const ensureQueue = async (name: string, options: Omit<Queue, 'name'> = {}) => {
    const withHeartbeat = { heartbeatSeconds: config.jobHeartbeatSeconds, ...options };
    await boss.createQueue(name, withHeartbeat);
    await boss.updateQueue(name, withHeartbeat);
  };
  // A mail whose worker died after sending it and before the job was marked done is sent again:
  // a second copy of a notice is better than none (a sign-up's retry makes a new link, and the
  // first mail's link stops working).
  await ensureQueue(MAIL_QUEUE, {
    notify: true,
    retryLimit: 5,
    retryDelay: config.mailRetryDelaySeconds,
    retryBackoff: true,
  });
  await ensureQueue(CLEANUP_QUEUE);
  await ensureQueue(DIGEST_QUEUE);
  await ensureQueue(QUOTE_EXPIRY_QUEUE);
  await ensureQueue(PRIVACY_OVERDUE_QUEUE);
  await ensureQueue(EVIDENCE_REMINDERS_QUEUE);
  // A retention run cut short (its worker died) is retried from its last committed batch.
  await ensureQueue(RETENTION_QUEUE, { retryLimit: 5, retryDelay: 60, expireInSeconds: 60 * 60 });
  // Deleting a file that is already gone is fine, so a retry after a partial run is too.
  await ensureQueue(DELETE_FILES_QUEUE, { retryLimit: 10, retryDelay: 60, retryBackoff: true });
  // A worker that dies mid-import loses the job at its missed heartbeat; the retry goes on after
  // the last committed batch (runImport), so each death costs one retry.
  await ensureQueue(IMPORT_QUEUE, { notify: true, retryLimit: 10, expireInSeconds: 60 * 60 });
  await ensureQueue(EMAIL_QUEUE, {
    notify: true,
    retryLimit: EMAIL_RETRIES,
    retryDelay: config.mailRetryDelaySeconds,
    retryBackoff: true,
  });
  // A failed backup is told to the admins once; the next scheduled one is the retry.
  await ensureQueue(BACKUP_QUEUE, { notify: true, retryLimit: 0, expireInSeconds: 60 * 60 });
  await ensureQueue(QUOTE_PDF_QUEUE, { notify: true, retryLimit: 5, retryDelay: 10, retryBackoff: true });
  const sendMail = async (job: MailJob, { tx, id }: SendMailOptions = {}) => {
    await boss.send(MAIL_QUEUE, job, { ...(tx ? { db: inTransaction(tx) } : {}), ...(id ? { id } : {}) });
  };
  const queueEmail = async (emailId: string, { tx }: { tx: EntityManager }) => {
    await boss.send(EMAIL_QUEUE, { emailId }, { db: inTransaction(tx) });
  };
  const storeQuotePdfJob = async (quoteId: string, { tx }: { tx: EntityManager }) => {
    await boss.send(QUOTE_PDF_QUEUE, { quoteId }, { db: inTransaction(tx) });
  };
  const startImport = async (importId: string, { tx }: { tx: EntityManager }) => {
    await boss.send(IMPORT_QUEUE, { importId }, { db: inTransaction(tx) });
  };
  const deleteFiles = async (keys: string[], { tx }: { tx: EntityManager }) => {
    await boss.send(DELETE_FILES_QUEUE, { keys }, { db: inTransaction(tx) });
  };
  const startBackup = async () => {
    const id = await boss.send(BACKUP_QUEUE, {});
    if (!id) throw new Error('The backup job was not queued');
    return id;
  };
  const backupState = async (id: string) => {
    const job = await boss.getJobById(BACKUP_QUEUE, id);
    if (!job) return null;
    if (job.state === 'completed') return 'done';
    if (job.state === 'failed' || job.state === 'cancelled') return 'failed';
    return job.state === 'active' ? 'running' : 'waiting';
  };
  if (work) {
    // The queues someone waits on (notify: true above): their workers start a job on its queue's
    // notice, and still poll every second for what comes due later (a retry after its delay).
    const promptly = { pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 };
    await boss.work(BACKUP_QUEUE, promptly, async () => {
      await runBackupJob({ orm, config, logger, sendMail, now: now() });
    });
    if (config.backups.cron)
      await boss.schedule(BACKUP_QUEUE, config.backups.cron, null, { tz: BUSINESS_TIME_ZONE });
    else await boss.unschedule(BACKUP_QUEUE);
    await boss.work<{ importId: string }>(IMPORT_QUEUE, promptly, async (jobs) => {
      for (const job of jobs) await runImportJob(orm.em.fork(), job.data.importId);
    });
    await boss.work<MailJob>(MAIL_QUEUE, promptly, async (jobs) => {
      for (const job of jobs) await runMailJob({ em: orm.em.fork(), config, mailer }, job.data);
    });
    await boss.work<{ emailId: string }>(EMAIL_QUEUE, promptly, async (jobs) => {
      for (const job of jobs)
        await deliverEmail(
          { em: orm.em.fork(), config, mailer, files },
          job.data.emailId,
          job.retryCount >= EMAIL_RETRIES,
        );
    });
    await boss.work<{ quoteId: string }>(QUOTE_PDF_QUEUE, promptly, async (jobs) => {
      for (const job of jobs) await storeQuotePdf({ em: orm.em.fork(), files, config }, job.data.quoteId);
    });
    await boss.schedule(CLEANUP_QUEUE, '*/10 * * * *');
    await boss.work(CLEANUP_QUEUE, async () => {
      const em = orm.em.fork();
      await deleteExpiredRateLimits(em);
      await deleteExpiredChallenges(em);
      await deleteExpiredSignUps(em);
      await deleteExpiredPasswordResets(em);
      await deleteOldAccountFailures(em);
      await deleteOldSignInAttempts(em);
      await deleteOldImports(em);
      await foldLeadTotals(em);
      await foldReportSummaries(em);
      await trimReportCache(em);
      await sweepPendingFiles(em, files, now());
    });
    await boss.schedule(DIGEST_QUEUE, config.taskDigest.cron, null, { tz: config.taskDigest.timeZone });
    await boss.work(DIGEST_QUEUE, () => queueTaskDigests(orm.em.fork(), config, sendMail, now()));
    await boss.schedule(QUOTE_EXPIRY_QUEUE, '5 0 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(QUOTE_EXPIRY_QUEUE, async () => {
      await expireQuotes(orm.em.fork());
    });
    await boss.schedule(PRIVACY_OVERDUE_QUEUE, '10 0 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(PRIVACY_OVERDUE_QUEUE, async () => {
      await makeOverdueRequestTasks(orm.em.fork(), businessToday(now()));
    });
    // In the morning, so a reminder arrives in working hours.
    await boss.schedule(EVIDENCE_REMINDERS_QUEUE, '0 8 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(EVIDENCE_REMINDERS_QUEUE, async () => {
      await runEvidenceReminders(orm.em.fork(), businessToday(now()), sendMail);
    });
    await boss.schedule(RETENTION_QUEUE, '30 0 * * *', null, { tz: BUSINESS_TIME_ZONE });
    await boss.work(RETENTION_QUEUE, async () => {
      await runRetention(orm.em.fork(), { now: now(), logger, deleteFiles });
    });
    await boss.work<{ keys: string[] }>(DELETE_FILES_QUEUE, async (jobs) => {
      for (const job of jobs) for (const key of job.data.keys) await files.delete(key);
    });
  }
  return {
    sendMail,
    queueEmail,
    storeQuotePdf: storeQuotePdfJob,
    startImport,
    deleteFiles,
    startBackup,
    backupState,
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
