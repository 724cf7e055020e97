import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { killProductionServer } from '../support/production-server.ts';
import { serverProcessesOnTestDatabase } from '../support/server-processes.ts';

const PEOPLE = 120;

/**
 * kill -9 of the server in the middle of the nightly retention run (APP 11.2): the run is taken up
 * again after a restart and de-identifies every due person once; the batches the killed run
 * committed stay done.
 */
describe('a data retention run whose server dies', () => {
  // The shortest heartbeat pg-boss takes: the killed run's job fails within about 15 s.
  const servers = serverProcessesOnTestDatabase({ JOB_HEARTBEAT_SECONDS: '10' });
  const { sql } = servers;
  const erased = async () =>
    (
      await sql<{ count: number }>('select count(*)::int as count from contacts where erased_at is not null')
    )[0]?.count;

  it(
    'is run again after a restart and de-identifies each due person once',
    { timeout: 240_000 },
    async () => {
      servers.showLogsOnFailure();
      // People whose only lead was never converted and nobody touched for years: all due.
      const em = servers.orm().em.fork();
      for (let index = 0; index < PEOPLE; index += 1) {
        const account = em.create(Account, { name: `Old Care ${index}` });
        const contact = em.create(Contact, {
          firstName: 'Olive',
          lastName: `Oldlead${index}`,
          email: `olive.${index}@old.example`,
          account,
        });
        em.create(Lead, { title: `Enquiry ${index}`, account, contact });
      }
      await em.flush();
      await sql(`update leads set updated_at = '2019-01-01'`);
      await sql(`update contacts set updated_at = '2019-01-01'`);
      const [held] = await sql<{ id: string }>('select id from contacts order by id offset 70 limit 1');

      // A transaction of the test's holds one person's lead (the second batch's): the run stops there.
      const blocker = new pg.Client({ connectionString: servers.databaseUrl() });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select id from leads where contact_id = $1 for update', [held?.id]);

      const first = await servers.start();
      const boss = new PgBoss(servers.databaseUrl());
      await boss.start();
      const jobId = await boss.send('data-retention', {});
      try {
        for (let waited = 0; ((await erased()) ?? 0) < 50; waited += 100) {
          if (waited > 60_000) throw new Error('the retention run did not commit its first batch');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        await killProductionServer(first);
        const atKill = (await erased()) ?? 0;
        expect(atKill).toBeGreaterThanOrEqual(50);
        expect(atKill).toBeLessThan(PEOPLE);
        await blocker.query('rollback');

        await servers.start();
        await expect.poll(erased, { timeout: 180_000, interval: 500 }).toBe(PEOPLE);
        await expect
          .poll(async () => (await boss.getJobById('data-retention', jobId ?? ''))?.state, {
            timeout: 30_000,
          })
          .toBe('completed');
      } finally {
        await blocker.end();
        await boss.stop({ graceful: false });
      }
      const audit = await sql<{ count: number; people: number }>(
        `select count(*)::int as count, count(distinct record_id)::int as people
         from audit_log where action = 'erase' and actor = 'retention'`,
      );
      expect(audit).toEqual([{ count: PEOPLE, people: PEOPLE }]);
      const [left] = await sql<{ count: number }>(
        `select count(*)::int as count from contacts where last_name like 'Oldlead%' or email like '%@old.example'`,
      );
      expect(left?.count).toBe(0);
    },
  );
});
