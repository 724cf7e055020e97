import pino from 'pino';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionPreview, runRetention } from '../../src/server/features/privacy/retention.ts';
import { startJobs, type Jobs } from '../../src/server/jobs/jobs.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';
import { columnsHolding, sql } from '../support/sql.ts';

/** The retention job's fixed clock: with the default periods, 24 months back is 1 June 2028, 84 months 1 June 2023. */
const NOW = new Date('2030-06-01T00:00:00Z');
const logger = pino({ level: 'silent' });

describe('data retention', { timeout: 120_000 }, () => {
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;
  let mia: Awaited<ReturnType<typeof directStaff>>;
  let jobs: Jobs | undefined;
  /** Queues only (JOBS is off): the retention runs' file deletions wait for the worker of the last test. */
  let queueing: Jobs;
  const ids: Record<string, string> = {};
  const url = () => server.testDatabase.url;
  const em = () => server.database.orm.em.fork();
  const run = (batchSize?: number) => ({ now: NOW, logger, deleteFiles: queueing.deleteFiles, batchSize });

  /** A contact of its own account, last changed on `changed`. */
  async function person(firstName: string, lastName: string, changed = '2020-01-01') {
    const account = await dana.caller.accounts.create({
      name: `Harbour Care ${Object.keys(ids).length + 1}`,
      accountType: 'startup',
    });
    const contact = await dana.caller.contacts.create({
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}@${lastName.toLowerCase()}.example`,
      phone: '0411 222 333',
      accountId: account.id,
    });
    ids[firstName] = contact.id;
    return { account, contact, changed };
  }
  async function lead(who: Awaited<ReturnType<typeof person>>, changed: string, website = false) {
    const created = await dana.caller.leads.create({
      title: `Enquiry from ${who.contact.firstName}`,
      accountId: who.account.id,
      contactId: who.contact.id,
    });
    if (website)
      await sql(url(), `update leads set form_data = $2 where id = $1`, [
        created.id,
        { formType: 'contact', name: `${who.contact.firstName} ${who.contact.lastName}` },
      ]);
    await sql(url(), 'update leads set updated_at = $2 where id = $1', [created.id, changed]);
    return created;
  }
  async function opportunity(who: Awaited<ReturnType<typeof person>>, stage: string, changed: string) {
    const created = await dana.caller.opportunities.create({
      name: `Audit for ${who.contact.firstName}`,
      accountId: who.account.id,
      contactId: who.contact.id,
    });
    await sql(
      url(),
      `update opportunities set stage = $2, updated_at = $3,
        loss_reason = case when $2::text = 'closed_lost' then 'Chose another consultant' end where id = $1`,
      [created.id, stage, changed],
    );
    return created;
  }
  /** The contacts' names, and each contact's change time set back. */
  async function settle(people: Awaited<ReturnType<typeof person>>[]) {
    for (const who of people)
      await sql(url(), 'update contacts set updated_at = $2 where id = $1', [who.contact.id, who.changed]);
  }
  const nameOf = async (firstName: string) =>
    (
      await sql<{ name: string }>(
        url(),
        `select first_name || ' ' || last_name as name from contacts where id = $1`,
        [ids[firstName]],
      )
    )[0]?.name;

  beforeAll(async () => {
    server = await startTestApp({ env: { JOBS: 'off' } });
    dana = await directStaff(server, 'staff');
    mia = await directStaff(server, 'manager', 'Mia');
    queueing = await startJobs({
      orm: server.database.orm,
      config: server.config,
      mailer: createMailer(server.config, logger),
      logger,
    });

    const olive = await person('Olive', 'Oldlead');
    await lead(olive, '2028-01-01');
    const wendy = await person('Wendy', 'Webform');
    await lead(wendy, '2028-01-01', true);
    const larry = await person('Larry', 'Lostdeal');
    await opportunity(larry, 'closed_lost', '2023-01-01');
    // Kept: a deal lost within 7 years, an old lead with an open deal, a recent lead, a recent change to the contact.
    const nora = await person('Nora', 'Notyet');
    await opportunity(nora, 'closed_lost', '2025-01-01');
    const kate = await person('Kate', 'Keptdeal');
    await lead(kate, '2027-01-01');
    await opportunity(kate, 'proposal', '2027-01-01');
    const rita = await person('Rita', 'Recent');
    await lead(rita, '2029-06-01');
    const carl = await person('Carl', 'Changed', '2029-12-01');
    await lead(carl, '2027-01-01');
    await settle([olive, wendy, larry, nora, kate, rita, carl]);
  });
  afterAll(async () => {
    await jobs?.stop();
    await queueing.stop();
    await mia.close();
    await dana.close();
    await server.close();
  });

  it('keeps the defaults until a manager saves others, refuses staff and names a bad field', async () => {
    expect((await mia.caller.privacy.retention()).settings).toEqual({
      unconvertedLeadMonths: 24,
      websiteEnquiryMonths: 24,
      closedLostMonths: 84,
    });
    await expect(dana.caller.privacy.retention()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      dana.caller.privacy.saveRetention({
        unconvertedLeadMonths: 1,
        websiteEnquiryMonths: 1,
        closedLostMonths: 1,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      mia.caller.privacy.saveRetention({
        unconvertedLeadMonths: 0,
        websiteEnquiryMonths: 24,
        closedLostMonths: 84,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Unconverted leads must be at least 1 month') as unknown,
    });

    // A longer period for unconverted leads keeps Olive (29 months) back.
    await mia.caller.privacy.saveRetention({
      unconvertedLeadMonths: 36,
      websiteEnquiryMonths: 24,
      closedLostMonths: 84,
    });
    expect(await retentionPreview(em(), NOW)).toEqual({
      people: 2,
      unconvertedLeads: 0,
      websiteEnquiries: 1,
      closedLostOpportunities: 1,
    });
    const saved = await mia.caller.privacy.saveRetention({
      unconvertedLeadMonths: 24,
      websiteEnquiryMonths: 24,
      closedLostMonths: 84,
    });
    expect(saved.unconvertedLeadMonths).toBe(24);
  });

  it('previews the next run, and a run cut short by a crash finishes on the next, batch by batch', async () => {
    expect(await retentionPreview(em(), NOW)).toEqual({
      people: 3,
      unconvertedLeads: 1,
      websiteEnquiries: 1,
      closedLostOpportunities: 1,
    });
    // Nothing is due today.
    expect((await retentionPreview(em(), new Date())).people).toBe(0);

    // The crash: the second batch (one person a batch) fails, after the first committed.
    await sql(
      url(),
      `create function fail_retention() returns trigger language plpgsql as $$ begin
         if (select count(*) from contacts where erased_at is not null) >= 1 then raise exception 'forced crash'; end if;
         return new; end $$`,
    );
    await sql(
      url(),
      `create trigger fail_retention before update of erased_at on contacts for each row execute function fail_retention()`,
    );
    await expect(runRetention(em(), run(1))).rejects.toThrow(/forced crash/);
    await sql(url(), 'drop trigger fail_retention on contacts; drop function fail_retention()');
    expect((await retentionPreview(em(), NOW)).people).toBe(2);

    expect(await runRetention(em(), run(1))).toEqual({
      people: 2,
      unconvertedLeads: expect.any(Number) as unknown,
      websiteEnquiries: expect.any(Number) as unknown,
      closedLostOpportunities: expect.any(Number) as unknown,
    });
    expect(await runRetention(em(), run())).toEqual({
      people: 0,
      unconvertedLeads: 0,
      websiteEnquiries: 0,
      closedLostOpportunities: 0,
    });

    for (const name of ['Olive', 'Wendy', 'Larry']) expect(await nameOf(name)).toBe('Erased contact');
    for (const name of ['Nora', 'Kate', 'Rita', 'Carl'])
      expect(await nameOf(name)).not.toBe('Erased contact');
    expect(
      await columnsHolding(url(), [
        'Olive',
        'Oldlead',
        'Wendy',
        'Webform',
        'Larry',
        'Lostdeal',
        'olive@',
        'wendy@',
      ]),
    ).toEqual([]);
    expect(
      await sql(url(), `select actor, changed_by from audit_log where action = 'erase' order by created_at`),
    ).toEqual([
      { actor: 'retention', changed_by: null },
      { actor: 'retention', changed_by: null },
      { actor: 'retention', changed_by: null },
    ]);
  });

  it('runs nightly as the data-retention job, on the job clock', async () => {
    await sql(url(), `update opportunities set updated_at = '2023-01-01' where contact_id = $1`, [
      ids['Nora'],
    ]);
    const logLines: string[] = [];
    const jobLogger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
    jobs = await startJobs({
      orm: server.database.orm,
      config: { ...server.config, workJobs: true },
      mailer: createMailer(server.config, jobLogger),
      logger: jobLogger,
      now: () => NOW,
    });
    const boss = new PgBoss(url());
    await boss.start();
    try {
      const id = await boss.send('data-retention', {});
      for (let tries = 0; tries < 150; tries += 1) {
        const job = await boss.getJobById('data-retention', id!);
        if (job?.state === 'completed' || job?.state === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await boss.getJobById('data-retention', id!))?.state).toBe('completed');
    } finally {
      await boss.stop({ graceful: false });
    }
    expect(await nameOf('Nora')).toBe('Erased contact');
    expect(logLines.find((line) => line.includes('Data retention run done'))).toContain('"people":1');
  });
});
