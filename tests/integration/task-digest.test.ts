import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Task } from '../../src/server/db/entities/task.ts';
import { startJobs, type Jobs } from '../../src/server/jobs/jobs.ts';
import { queueTaskDigests } from '../../src/server/jobs/task-digest.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createApiClient } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { mailsTo, waitForMails } from '../support/mail.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';
import { signedInStaff } from '../support/staff.ts';

/** 07:00 on 3 March 2026 in Sydney: the morning the digest runs. */
const MORNING = new Date('2026-03-02T20:00:00Z');

describe('the morning task digest', () => {
  let server: TestApp;
  const instances: Jobs[] = [];

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
  });
  afterAll(async () => {
    for (const jobs of instances) await jobs.stop();
    await server.close();
  });

  /** Another instance's job queue on the same database, with the fixed clock. */
  async function anotherInstance() {
    const logger = pino({ level: 'silent' });
    const jobs = await startJobs({
      orm: server.database.orm,
      config: server.config,
      mailer: createMailer(server.config, logger),
      logger,
      now: () => MORNING,
    });
    instances.push(jobs);
    return jobs;
  }

  it('mails each person with due or overdue tasks once, listing exactly those, even when two instances run it', async () => {
    const ana = await signedInStaff(server, 'Ana', 'Diaz');
    const ben = await signedInStaff(server, 'Ben', 'Cole');
    const cat = await signedInStaff(server, 'Cat', 'Ng');
    const em = server.database.orm.em.fork();
    const account = await ana.client.accounts.create.mutate({ name: 'Digest Care', accountType: 'startup' });
    const task = (title: string, dueDate: string, assigneeId: string) =>
      ana.client.tasks.create.mutate({
        title,
        dueDate,
        assigneeId,
        subject: 'account',
        subjectId: account.id,
      });
    await task('Chase the audit report', '2026-03-01', ana.me.id);
    await task('Send the renewal pack', '2026-03-03', ana.me.id);
    await task('Plan the site visit', '2026-03-04', ana.me.id);
    const done = await task('Already done', '2026-03-02', ana.me.id);
    await ana.client.tasks.complete.mutate({ id: done.id });
    await task('Call the provider', '2026-03-03', ben.me.id);
    await task('Next week', '2026-03-10', cat.me.id);

    const [first, second] = [await anotherInstance(), await anotherInstance()];
    await Promise.all([
      queueTaskDigests(em.fork(), server.config, first.sendMail, MORNING),
      queueTaskDigests(em.fork(), server.config, second.sendMail, MORNING),
    ]);

    const digestOf = async (email: string) =>
      (await waitForMails(server.config.mailDir, email, 2)).find((mail) =>
        mail.subject.startsWith('Your tasks'),
      );
    const anaMail = await digestOf(ana.email);
    const benMail = await digestOf(ben.email);
    expect(anaMail?.subject).toBe('Your tasks for 3 Mar 2026');
    expect(anaMail?.raw).toContain('Overdue since 1 Mar 2026: Chase the audit report (Account: Digest Care)');
    expect(anaMail?.raw).toContain('Due today: Send the renewal pack (Account: Digest Care)');
    expect(anaMail?.raw).not.toContain('Plan the site visit');
    expect(anaMail?.raw).not.toContain('Already done');
    expect(benMail?.raw).toContain('Due today: Call the provider');

    // Both runs queued the same two jobs: one digest each, and nothing for Cat.
    const jobs = await em
      .getConnection()
      .execute<{ state: string }[]>(
        `select state from pgboss.job where name = 'mail' and data->>'kind' = 'task-digest'`,
      );
    expect(jobs).toHaveLength(2);
    await expect
      .poll(
        async () =>
          (
            await em
              .getConnection()
              .execute(
                `select 1 from pgboss.job where name = 'mail' and data->>'kind' = 'task-digest' and state = 'completed'`,
              )
          ).length,
      )
      .toBe(2);
    const digests = async (email: string) =>
      (await mailsTo(server.config.mailDir, email)).filter((mail) => mail.subject.startsWith('Your tasks'));
    expect(await digests(ana.email)).toHaveLength(1);
    expect(await digests(cat.email)).toEqual([]);
    expect(await em.count(Task, { assignee: cat.me.id })).toBe(1);
  });
});

describe('mail through a failing SMTP server', () => {
  let smtp: TestSmtp;
  let server: TestApp;

  beforeAll(async () => {
    smtp = await startTestSmtp({ refuseRecipients: 2 });
    server = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' } });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('answers the sign-up at once and delivers its mail after the server refused it twice', async () => {
    const { client } = createApiClient(server.url);
    await client.auth.signUp.mutate({
      firstName: 'Flaky',
      lastName: 'Smtp',
      email: 'flaky.smtp@example.com',
      password: 'Correct-Horse-42',
    });
    await expect
      .poll(() => smtp.messages.filter((mail) => mail.to.includes('flaky.smtp@example.com')).length, {
        timeout: 50_000,
        interval: 250,
      })
      .toBe(1);
    expect(smtp.recipientAttempts()).toBe(3);
  }, 60_000);
});
