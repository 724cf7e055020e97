import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/orm.ts';
import { takeRateLimit } from '../../src/server/rate-limits.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';

/**
 * The counters are shared by every instance through PostgreSQL, in a table without the
 * write-ahead log (migration `rate_limits_unlogged`): requests from one IP all upsert one row.
 */
describe('Rate limits', () => {
  let testDatabase: TestDatabase;
  let database: Database;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await openDatabase(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: testDatabase.url }),
      pino({ level: 'silent' }),
    );
  });

  afterAll(async () => {
    await database.close();
    await testDatabase.drop();
  });

  it('lets exactly the allowance through when many requests share a key at once', async () => {
    const rule = { max: 20, windowMs: 60_000 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => takeRateLimit(database.orm.em.fork(), 'test:ip:192.0.2.1', rule)),
    );
    expect(answers.filter(Boolean)).toHaveLength(20);
    expect(await takeRateLimit(database.orm.em.fork(), 'test:ip:192.0.2.2', rule)).toBe(true);
  });

  it('keeps its counters in a table PostgreSQL does not log', async () => {
    const [table] = await database.orm.em
      .fork()
      .getConnection()
      .execute<{ relpersistence: string }[]>(
        `select relpersistence from pg_class where relname = 'rate_limits'`,
      );
    expect(table?.relpersistence).toBe('u');
  });
});
