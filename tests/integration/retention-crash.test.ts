import pg from 'pg';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import {
  killProductionServer,
  startProductionServer,
  type ProductionServer,
} from '../support/production-server.ts';

const PEOPLE = 120;

/**
 * kill -9 of the server in the middle of the nightly retention run (APP 11.2): the run is taken up
 * again after a restart and de-identifies every due person once; the batches the killed run
 * committed stay done.
 */
describe('a data retention run whose server dies', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  const servers: ProductionServer[] = [];
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    database.orm.em.fork().execute<T[]>(query, params);
  const erased = async () =>
    (
      await sql<{ count: number }>('select count(*)::int as count from contacts where erased_at is not null')
    )[0]?.count;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(
      { databaseUrl: testDatabase.url, dataDir: '.data' },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    for (const server of servers) await killProductionServer(server);
    await database.close();
    await testDatabase.drop();
  });

  it(
    'is run again after a restart and de-identifies each due person once',
    { timeout: 240_000 },
    async () => {
      onTestFailed(() => console.error(servers.map((server) => server.log.join('')).join('\n---\n')));
      // People whose only lead was never converted and nobody touched for years: all due.
      const em = database.orm.em.fork();
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
      const blocker = new pg.Client({ connectionString: testDatabase.url });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('select id from leads where contact_id = $1 for update', [held?.id]);

      const start = async () => {
        // The shortest heartbeat pg-boss takes: the killed run's job fails within about 15 s.
        const server = await startProductionServer(testDatabase.url, { JOB_HEARTBEAT_SECONDS: '10' });
        servers.push(server);
        return server;
      };
      const first = await start();
      const boss = new PgBoss(testDatabase.url);
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

        await start();
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
