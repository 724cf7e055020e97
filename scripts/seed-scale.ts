/**
 * `npm run seed:scale -- --leads 100000 [--force]`: replaces the CRM's data in the configured
 * database (DATABASE_URL, or the embedded one) with the scale data set (scripts/bench/scale-data.ts).
 * Refuses a database holding other records unless --force.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { ForeignDataError, seedScaleData } from './bench/scale-data.ts';

const { values } = parseArgs({
  options: { leads: { type: 'string', default: '100000' }, force: { type: 'boolean', default: false } },
});
const leads = Number(values.leads);
if (!Number.isInteger(leads) || leads < 1) {
  console.error('--leads must be a whole number of 1 or more');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config, pino({ level: 'warn' }));
const client = new pg.Client({ connectionString: database.orm.config.get('clientUrl') });
await client.connect();
try {
  const started = performance.now();
  const counts = await seedScaleData(client, leads, values.force);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `seeded ${counts.accounts} accounts, ${counts.contacts} contacts, ${counts.leads} leads, ${counts.activities} activities, ${counts.opportunities} opportunities in ${seconds} s`,
  );
} catch (error) {
  if (!(error instanceof ForeignDataError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await client.end();
  await database.close();
}
