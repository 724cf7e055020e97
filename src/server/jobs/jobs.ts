import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import { PgBoss } from 'pg-boss';
import type { Config } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { deleteExpiredRateLimits } from '../rate-limits.ts';
import { runMailJob, type MailJob } from './mail-job.ts';

const MAIL_QUEUE = 'mail';
const CLEANUP_QUEUE = 'cleanup';

export type Jobs = {
  /** Queues a mail; a worker of any instance sends it. */
  sendMail: (job: MailJob) => Promise<void>;
  stop: () => Promise<void>;
};

export type JobDependencies = {
  orm: MikroORM;
  config: Config;
  mailer: Mailer;
  logger: FastifyBaseLogger;
};

/**
 * pg-boss on the app's own PostgreSQL (schema `pgboss`): mails leave the request so every
 * sign-up answers in the same time, failed sends are retried, and any instance can send them.
 * A scheduled job deletes expired rate-limit counters and sign-ups.
 */
export async function startJobs({ orm, config, mailer, logger }: JobDependencies): Promise<Jobs> {
  const boss = new PgBoss({
    connectionString: orm.config.get('clientUrl'),
    max: 4,
    connectionTimeoutMillis: config.database.connectTimeoutMs,
  });
  boss.on('error', (error) => logger.warn({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(CLEANUP_QUEUE);
  await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
    for (const job of jobs) await runMailJob({ em: orm.em.fork(), config, mailer }, job.data);
  });
  await boss.schedule(CLEANUP_QUEUE, '*/10 * * * *');
  await boss.work(CLEANUP_QUEUE, async () => {
    const em = orm.em.fork();
    await deleteExpiredRateLimits(em);
    await em.getConnection().execute('delete from sign_ups where expires_at < now()');
  });
  return {
    sendMail: async (job) => {
      await boss.send(MAIL_QUEUE, job);
    },
    stop: () => boss.stop({ graceful: true, timeout: 5_000 }),
  };
}
