/**
 * `npm run bench`: speed and memory of the CRM's hot paths on a realistic data volume.
 * Starts the real server on a fresh database (a new database on DATABASE_URL's server, or a
 * fresh embedded cluster), seeds 2,000 accounts, 6,000 contacts, 20,000 leads and 20,000
 * opportunities in SQL, then times list, search, board and dashboard calls over real HTTP and
 * prints the figures. No pass/fail.
 * It starts with the public site's bundle sizes per page (scripts/bench/site-bundles.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import superjson from 'superjson';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { User } from '../src/server/db/entities/user.ts';
import { removeEmbeddedCluster, startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { createSession } from '../src/server/features/auth/sessions.ts';
import { printSiteBundles } from './bench/site-bundles.ts';
import { ensureClientBuild } from './client-build.ts';

const ACCOUNTS = 2_000;
const CONTACTS = 6_000;
const LEADS = 20_000;
const OPPORTUNITIES = 20_000;
const RUNS = 40;

ensureClientBuild();
printSiteBundles();
console.log('');

const logger = pino({ level: 'warn' });
const workDir = await mkdtemp(path.join(tmpdir(), 'ndis-bench-'));
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres(workDir, logger);
const adminUrl = process.env.DATABASE_URL ?? embedded?.url ?? '';
const databaseName = `bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${databaseName}"`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

const config = loadConfig({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl.toString(),
  MAIL_DIR: path.join(workDir, 'mail'),
});
const database = await openDatabase(config, logger);
const em = database.orm.em.fork();

const seedStarted = performance.now();
const user = em.create(User, { email: 'bench@example.com', passwordHash: 'x', emailConfirmedAt: new Date() });
await em.flush();
await em.execute(
  `insert into accounts (id, name, industry, account_type, created_by)
   select gen_random_uuid(), 'Provider ' || i || ' ' || (array['Care','Support','Ability','Health','Living'])[1 + i % 5],
          (array['Supported independent living','Early childhood','Community participation','Support coordination'])[1 + i % 4],
          'small_business', ? from generate_series(1, ?) as i`,
  [user.id, ACCOUNTS],
);
await em.execute(
  `insert into contacts (id, account_id, first_name, last_name, email, position, created_by)
   select gen_random_uuid(), a.id, 'First' || i, 'Last' || i, 'person' || i || '@example.com', 'Manager', ?
     from generate_series(1, ?) as i
     join lateral (select id from accounts order by id offset (i % ?) limit 1) a on true`,
  [user.id, CONTACTS, ACCOUNTS],
);
await em.execute(
  `insert into leads (id, account_id, contact_id, title, description, status, priority, estimated_value, lead_score, created_by, created_at)
   select gen_random_uuid(), c.account_id, c.id, 'Enquiry ' || i || ' about registration', 'Needs help with audit ' || i,
          (array['new','contacted','qualified','proposal_sent','negotiation','closed_won','closed_lost'])[1 + i % 7],
          (array['low','medium','high','urgent'])[1 + i % 4], (i % 50) * 1000, i % 101, ?, now() - (i || ' minutes')::interval
     from generate_series(1, ?) as i
     join lateral (select id, account_id from contacts order by id offset (i % ?) limit 1) c on true`,
  [user.id, LEADS, CONTACTS],
);
await em.execute(
  `insert into opportunities (id, account_id, name, description, stage, stage_changed_at, amount, probability, expected_close_date, loss_reason, owner_id, created_by, created_at)
   select gen_random_uuid(), a.id, 'Deal ' || i || ' for registration', 'Audit and registration work ' || i,
          (array['qualification','needs_analysis','proposal','negotiation','closed_won','closed_lost'])[1 + i % 6],
          now() - (i || ' minutes')::interval, (i % 80) * 500, (array[10,25,50,75,100,0])[1 + i % 6],
          current_date + (i % 365 - 120), case when i % 6 = 5 then 'Price' end, ?, ?,
          now() - (i || ' minutes')::interval
     from generate_series(1, ?) as i
     join lateral (select id from accounts order by id offset (i % ?) limit 1) a on true`,
  [user.id, user.id, OPPORTUNITIES, ACCOUNTS],
);
await em.execute('analyze');
// The board's 'load more' after 500 cards of Proposal: the keyset of the 500th card.
const [farCard] = await em.execute<{ stage_changed_at: string; id: string }[]>(
  `select stage_changed_at, id from opportunities where stage = 'proposal' and deleted_at is null
    order by stage_changed_at desc, id desc offset 499 limit 1`,
);
const seedSeconds = (performance.now() - seedStarted) / 1000;
const session = await createSession(em, user);

const app = await buildApp({ config, orm: database.orm, logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

async function time(label: string, procedure: string, input: unknown) {
  const url = `${baseUrl}/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const headers = { cookie: `session=${session.token}` };
  const first = await fetch(url, { headers });
  if (!first.ok) throw new Error(`${procedure} answered ${first.status}: ${await first.text()}`);
  const durations: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) =>
    (durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0).toFixed(1);
  console.log(`${label.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p95 ${at(0.95).padStart(7)} ms`);
}

console.log(
  `seeded ${ACCOUNTS} accounts, ${CONTACTS} contacts, ${LEADS} leads, ${OPPORTUNITIES} opportunities in ${seedSeconds.toFixed(1)} s`,
);
console.log(`${RUNS} sequential requests each, over HTTP on loopback:`);
await time('leads.list, first page of 24', 'leads.list', { page: 1, pageSize: 24 });
await time('leads.list, page 400', 'leads.list', { page: 400, pageSize: 24 });
await time("leads.list, search 'audit 1234'", 'leads.list', { search: 'audit 1234' });
await time("leads.list, search 'provider 17' (account)", 'leads.list', { search: 'provider 17' });
await time('dashboard.stats', 'dashboard.stats', undefined);
await time('dashboard.recentLeads', 'dashboard.recentLeads', undefined);
await time("accounts.list, search 'care'", 'accounts.list', { search: 'care' });
await time("contacts.list, search 'last42'", 'contacts.list', { search: 'last42' });
await time('opportunities.boardTotals', 'opportunities.boardTotals', {});
await time('opportunities.boardColumn, first 20', 'opportunities.boardColumn', { stage: 'proposal' });
await time('opportunities.boardColumn, after 500 cards', 'opportunities.boardColumn', {
  stage: 'proposal',
  cursor: { stageChangedAt: new Date(farCard?.stage_changed_at ?? 0), id: farCard?.id },
});
await time('opportunities.boardTotals, this quarter', 'opportunities.boardTotals', {
  closeRange: 'this_quarter',
});
await time('opportunities.list, first page of 24', 'opportunities.list', { page: 1, pageSize: 24 });
await time("opportunities.list, search 'deal 1234'", 'opportunities.list', { search: 'deal 1234' });
await time('dashboard.pipeline', 'dashboard.pipeline', undefined);
const memory = process.memoryUsage();
console.log(
  `server process memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap used ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);

await app.close();
await database.close();
await admin.query(`drop database if exists "${databaseName}" with (force)`);
await admin.end();
await embedded?.stop();
await removeEmbeddedCluster(workDir);
await rm(workDir, { recursive: true, force: true });
