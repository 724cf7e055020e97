import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/compliance.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { EvidenceRequest, EvidenceRequestItem } from '../../src/server/db/entities/evidence-request.ts';
import { mailsTo } from '../support/mail.ts';
import { killProductionServer } from '../support/production-server.ts';
import { serverProcessesOnTestDatabase } from '../support/server-processes.ts';

const REQUESTS = 3;

/**
 * kill -9 of the server while the morning's evidence reminders are being queued: the run's
 * transaction rolls back, the job is taken up again after a restart, and each provider still
 * waiting gets one reminder.
 */
describe('the evidence reminders of a server that dies mid-run', () => {
  let mailDir = '';
  // The shortest heartbeat pg-boss takes: the killed run's job fails within about 15 s.
  const servers = serverProcessesOnTestDatabase({ JOB_HEARTBEAT_SECONDS: '10' });
  const { sql } = servers;

  beforeAll(async () => {
    mailDir = await mkdtemp(path.join(tmpdir(), 'ndis-reminder-mail-'));
  });
  afterAll(async () => {
    await rm(mailDir, { recursive: true, force: true });
  });

  it('sends each reminder once after a restart', { timeout: 180_000 }, async () => {
    servers.showLogsOnFailure();
    // Requests sent three weeks ago, due in five days, nothing received yet: each is owed its week's reminder.
    const today = businessToday(new Date());
    const em = servers.orm().em.fork();
    const addresses: string[] = [];
    for (let index = 0; index < REQUESTS; index += 1) {
      const account = em.create(Account, { name: `Waiting Care ${index}` });
      const email = `provider.${index}@waiting.example`;
      addresses.push(email);
      const contact = em.create(Contact, { firstName: 'Pat', lastName: `Provider${index}`, email, account });
      const request = em.create(EvidenceRequest, {
        title: `Audit evidence ${index}`,
        account,
        contact,
        dueDate: addDays(today, 5),
        sentAt: new Date(Date.now() - 21 * 24 * 60 * 60 * 1000),
      });
      em.create(EvidenceRequestItem, { request, position: 1, title: 'Complaints policy' });
    }
    await em.flush();

    // A transaction of the test holds one request's row: the run's update waits for it.
    const [held] = await sql<{ id: string }>('select id from evidence_requests order by id limit 1');
    const blocker = new pg.Client({ connectionString: servers.databaseUrl() });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('select id from evidence_requests where id = $1 for update', [held?.id]);

    const first = await servers.start({ MAIL_DIR: mailDir });
    const boss = new PgBoss(servers.databaseUrl());
    await boss.start();
    const jobId = await boss.send('evidence-reminders', {});
    const waitingOnLock = async () =>
      (
        await sql<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query like 'update evidence_requests%'`,
        )
      )[0]?.count ?? 0;
    try {
      for (let waited = 0; (await waitingOnLock()) === 0; waited += 100) {
        if (waited > 60_000) throw new Error('the reminders run did not reach the held request');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await killProductionServer(first);
      await blocker.query('rollback');
      expect(await sql('select id from evidence_requests where week_reminder_for is not null')).toEqual([]);

      await servers.start({ MAIL_DIR: mailDir });
      await expect
        .poll(async () => (await boss.getJobById('evidence-reminders', jobId ?? ''))?.state, {
          timeout: 120_000,
          interval: 500,
        })
        .toBe('completed');
      for (const address of addresses)
        await expect.poll(async () => (await mailsTo(mailDir, address)).length, { timeout: 30_000 }).toBe(1);
    } finally {
      await blocker.end();
      await boss.stop({ graceful: false });
    }
    // Every mail job has run: none is waiting that could send a second copy.
    await expect
      .poll(
        async () =>
          (
            await sql<{ count: number }>(
              `select count(*)::int as count from pgboss.job where name = 'mail' and state <> 'completed'`,
            )
          )[0]?.count,
        { timeout: 30_000 },
      )
      .toBe(0);
    for (const address of addresses) {
      const mails = await mailsTo(mailDir, address);
      expect(mails.map((mail) => mail.subject)).toHaveLength(1);
    }
    const marked = await sql<{ count: number }>(
      'select count(*)::int as count from evidence_requests where week_reminder_for = due_date',
    );
    expect(marked[0]?.count).toBe(REQUESTS);
  });
});
