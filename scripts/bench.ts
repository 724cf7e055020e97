/**
 * `npm run bench [-- --leads 100000 --seconds 5 | --quick]`: the public pages' bundle sizes, then
 * the CRM's API under load. On a fresh database (a new one on DATABASE_URL's server, or a fresh
 * embedded cluster) it seeds the scale data set (scripts/bench/scale-data.ts: N/5 accounts, N/2
 * contacts, N leads, 3N activities), starts the production server and the bare Fastify + pg
 * baseline (scripts/bench/baseline-server.ts), and runs autocannon on each call at 10 and 50
 * connections: req/s, p50, p99, errors, the server's own CPU time per answered call (the
 * figure a machine shared with other work spoils least) and its peak resident memory so far (so
 * the run that raised it shows); the baseline's calls interleaved with ours and our throughput
 * as a share of it; the contact form's leads counted after its run; the server's resident memory
 * idle and at its peak; the baseline's first page again after the reads, before the writes and
 * before the imports (`machineCheck`), so a machine that slowed down during the run shows.
 * `--quick` (2,000 leads, 10 connections, 1 s a run) is CI's smoke run, so the bench cannot rot.
 * Last, a CSV import of `--import-rows` (100,000; quick 2,000) generated contacts through the
 * server's upload route and its job, twice (new, then updates), then a file of `--import-mb` MiB
 * (45; quick 1) of new contacts: each with the server's peak resident memory. `--profile` runs
 * the server under Node's CPU profiler and prints where its time went (by package and by
 * function) at the end. It prints figures; it never fails on them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import superjson from 'superjson';
import pino from 'pino';
import { loadConfig } from '../src/server/config.ts';
import { Profile } from '../src/server/db/entities/profile.ts';
import { User } from '../src/server/db/entities/user.ts';
import { removeEmbeddedCluster, startEmbeddedPostgres } from '../src/server/db/embedded-postgres.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { createSession } from '../src/server/features/auth/sessions.ts';
import { businessToday } from '../src/shared/quarters.ts';
import { reportNames } from '../src/shared/reports.ts';
import { DEFAULT_PAGE_SIZE } from '../src/shared/schemas/fields.ts';
import { header, measure, row, untilDatabaseQuiet, type Call, type Measured } from './bench/load.ts';
import { memoryOf, startBaseline, startServer, stop } from './bench/processes.ts';
import { contactsCsv, importContacts, importLine } from './bench/csv-import.ts';
import { leadReference, seedScaleData } from './bench/scale-data.ts';
import { printSiteBundles } from './bench/site-bundles.ts';
import { summariseCpuProfiles } from './bench/cpu-profile.ts';
import { ensureClientBuild } from './client-build.ts';

const { values: options } = parseArgs({
  options: {
    leads: { type: 'string' },
    seconds: { type: 'string' },
    quick: { type: 'boolean', default: false },
    'import-rows': { type: 'string' },
    'import-mb': { type: 'string' },
    profile: { type: 'boolean', default: false },
  },
});
const LEADS = Number(options.leads ?? (options.quick ? 2_000 : 100_000));
const IMPORT_ROWS = Number(options['import-rows'] ?? (options.quick ? 2_000 : 100_000));
const IMPORT_MIB = Number(options['import-mb'] ?? (options.quick ? 1 : 45));
const SECONDS = Number(options.seconds ?? (options.quick ? 1 : 5));
const CONNECTIONS = options.quick ? [10] : [10, 50];
const DEEP_PAGE = Math.min(2_000, Math.floor(LEADS / DEFAULT_PAGE_SIZE));

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

const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: databaseUrl.toString() });
const database = await openDatabase(config, logger);
const db = new pg.Client({ connectionString: databaseUrl.toString() });
await db.connect();

const seedStarted = performance.now();
const seeded = await seedScaleData(db, LEADS, false);
console.log(
  `seeded ${seeded.accounts} accounts, ${seeded.contacts} contacts, ${seeded.leads} leads, ` +
    `${seeded.activities} activities, ${seeded.opportunities} opportunities in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
);
const em = database.orm.em.fork();
const user = em.create(User, { email: 'bench@example.com', passwordHash: 'x', emailConfirmedAt: new Date() });
em.create(Profile, { user, firstName: 'Bench', lastName: 'Admin', role: 'admin', status: 'active' });
await em.flush();
const session = await createSession(em, user, { ip: '127.0.0.1', userAgent: 'bench' });

const profileDir = path.join(workDir, 'cpu-profile');
const server = await startServer(
  databaseUrl.toString(),
  { LOG_LEVEL: 'warn', DATA_DIR: workDir, RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '1000000000' },
  options.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
);
const baseline = await startBaseline(databaseUrl.toString());
const headers = { cookie: `session=${session.token}`, origin: server.url };

/** A run measured once the database is quiet (untilDatabaseQuiet), so no run carries the one before. */
const measureAlone = async (...args: Parameters<typeof measure>) => {
  const waited = await untilDatabaseQuiet(db);
  if (waited > 1_000)
    console.log(`(waited ${(waited / 1000).toFixed(1)} s for the database to finish the run before)`);
  return measure(...args);
};

const query = (procedure: string, input?: unknown) =>
  `${server.url}/trpc/${procedure}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;
const call = (label: string, procedure: string, input?: unknown): Call => ({
  label,
  url: query(procedure, input),
  headers,
});

const deepCursor = (
  await db.query<{ id: string }>(
    'select id from leads where deleted_at is null order by created_at desc, id desc offset $1 limit 1',
    [(DEEP_PAGE - 1) * DEFAULT_PAGE_SIZE - 1],
  )
).rows[0]?.id;
const reference = leadReference(Math.min(4217, LEADS));
const [someLead] = (
  await db.query<{ id: string; account_id: string; contact_id: string }>(
    'select id, account_id, contact_id from leads limit 1',
  )
).rows;

// A contact's mobile as people type it: '0412 345 678'.
const someMobile =
  (await db.query<{ mobile: string }>('select mobile from contacts where mobile is not null limit 1')).rows[0]
    ?.mobile ?? '0400000000';
const somePhone = `${someMobile.slice(0, 4)} ${someMobile.slice(4, 7)} ${someMobile.slice(7)}`;

const firstPage = call('leads.list, first page', 'leads.list', {});
const rareSearch = call(`leads.list, search '${reference}' (1 row)`, 'leads.list', { search: reference });
const baselineFirstPage: Call = { label: '  baseline: leads first page', url: `${baseline.url}/leads` };
const baselineRare: Call = {
  label: '  baseline: rare search',
  url: `${baseline.url}/leads?search=${reference}`,
};
const firstPageTotal = call('leads.count (the total, its own call)', 'leads.count', {});
const rareSearchTotal = call(`leads.count, search '${reference}'`, 'leads.count', { search: reference });
const baselineTotal: Call = { label: '  baseline: total', url: `${baseline.url}/leads/count` };
const baselineRareTotal: Call = {
  label: '  baseline: rare search total',
  url: `${baseline.url}/leads/count?search=${reference}`,
};

for (const warm of [firstPage, rareSearch, baselineFirstPage]) {
  const response = await fetch(warm.url, { headers: warm.headers });
  if (!response.ok) throw new Error(`${warm.label} answered ${response.status}: ${await response.text()}`);
}
// Idle is a server with nothing to do: after two quiet ticks (src/server/idle-memory.ts, 5 s each)
// it gives back what its start and these calls took; a tick may have just begun, hence 16 s.
const QUIET_MS = 16_000;
const quietMemory = async () => {
  await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
  return memoryOf(server.child.pid ?? 0);
};
const idle = await quietMemory();

// A fresh server's code takes tens of seconds of calls to settle in V8's optimising tiers: the
// leads list's first page cost 1.22 ms of CPU a call in its first 5 s of 10 connections and
// 0.80-0.92 ms in the next 10 s (the count 0.52, then 0.36). A server up for a while settled
// long ago, so before the first table each of its calls, ours and the baseline's, runs 5 s
// unmeasured at 10 connections (each call of the later tables has its own 2 s warm-up).
const comparedCalls = [
  [firstPage, baselineFirstPage],
  [rareSearch, baselineRare],
  [firstPageTotal, baselineTotal],
  [rareSearchTotal, baselineRareTotal],
] as const;
if (!options.quick)
  for (const pair of comparedCalls) for (const warm of pair) await measureAlone(warm, 10, 3);

console.log(
  `\nautocannon, ${SECONDS} s a run, over HTTP on loopback (server RSS idle: ${idle.rss.toFixed(0)} MiB)`,
);
console.log(header());
/** The baseline's first page at 10 connections in the first table: the machine's speed then. */
let machineAtStart: Measured | undefined;
for (const connections of CONNECTIONS) {
  for (const [ours, bare] of comparedCalls) {
    const measuredOurs = await measureAlone(ours, connections, SECONDS, server.child.pid);
    const measuredBare = await measureAlone(bare, connections, SECONDS, baseline.child.pid);
    if (bare === baselineFirstPage && connections === 10) machineAtStart = measuredBare;
    console.log(row(ours.label, connections, measuredOurs));
    const share = ((measuredOurs.requestsPerSecond / measuredBare.requestsPerSecond) * 100).toFixed(0);
    console.log(row(bare.label, connections, measuredBare, `   ours = ${share}% of it`));
  }
}

/**
 * The baseline's first page again at 10 connections, against its figures in the first table: a
 * machine that slowed down during the run (a host busy with others, a VM out of CPU credit) shows
 * here, so a figure measured after it is read as the machine's, not the code's.
 */
const machineCheck = async (when: string) => {
  const now = await measureAlone(baselineFirstPage, 10, SECONDS, baseline.child.pid);
  const figures = (measured: Measured) =>
    `${measured.cpuPerCall?.toFixed(2)} ms of CPU a call, ${measured.requestsPerSecond.toFixed(0)} a second`;
  console.log(
    `machine check ${when}: the baseline's first page at 10 connections, ${figures(now)}` +
      (machineAtStart ? ` (in the first table: ${figures(machineAtStart)})` : ''),
  );
};

// The board's 'load more' deep in a column: after the 500th card of Proposal (or its last).
const farCard = (
  await db.query<{ stage_changed_at: Date; id: string }>(
    `select stage_changed_at, id from opportunities where stage = 'proposal' and deleted_at is null
      order by stage_changed_at desc, id desc offset $1 limit 1`,
    [Math.max(0, Math.min(499, Math.floor(seeded.opportunities / 6) - 1))],
  )
).rows[0];
const board = { ownerId: null, closeRange: null };
const farColumnInput = {
  ...board,
  stage: 'proposal',
  cursor: farCard ? { stageChangedAt: farCard.stage_changed_at, id: farCard.id } : null,
};

const reads: Call[] = [
  call(`leads.list, page ${DEEP_PAGE}`, 'leads.list', { after: deepCursor }),
  call("leads.list, search 'audit'", 'leads.list', { search: 'audit' }),
  call("contacts.list, search 'nguyen'", 'contacts.list', { search: 'nguyen' }),
  call('contacts.list, first page', 'contacts.list', {}),
  call('accounts.list, first page', 'accounts.list', {}),
  call('dashboard.stats', 'dashboard.stats'),
  call('leads.byId', 'leads.byId', { id: someLead?.id }),
  call('opportunities.boardTotals', 'opportunities.boardTotals', board),
  call('opportunities.boardColumn, first 20', 'opportunities.boardColumn', { ...board, stage: 'proposal' }),
  {
    // A Date in the input: superjson's own encoding.
    label: 'opportunities.boardColumn, after 500 cards',
    url: `${server.url}/trpc/opportunities.boardColumn?input=${encodeURIComponent(JSON.stringify(superjson.serialize(farColumnInput)))}`,
    headers,
  },
  call('opportunities.list, first page', 'opportunities.list', {}),
  call("search.global, 'nguyen'", 'search.global', { query: 'nguyen' }),
  call(`search.global, phone '${somePhone}'`, 'search.global', { query: somePhone }),
  call('contacts.likelyDuplicates (a form before saving)', 'contacts.likelyDuplicates', {
    values: { firstName: 'Sam', lastName: 'Nguyen', accountId: someLead?.account_id, mobile: somePhone },
  }),
  call('accounts.likelyDuplicates (trigram name)', 'accounts.likelyDuplicates', {
    values: { name: 'Harbour Disability Services', accountType: 'startup' },
  }),
  call('contacts.possibleDuplicates (2,000 checked)', 'contacts.possibleDuplicates', {}),
];
for (const read of reads)
  for (const connections of CONNECTIONS)
    console.log(
      row(read.label, connections, await measureAlone(read, connections, SECONDS, server.child.pid)),
    );

await machineCheck('after the reads');

// Each report over the last 12 months (every seeded lead), everyone's figures, as a manager sees them.
const today = businessToday();
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
for (const name of reportNames) {
  const report = call(`reports.${name} (12 months)`, `reports.${name}`, { from: yearAgo, to: today });
  for (const connections of CONNECTIONS)
    console.log(
      row(report.label, connections, await measureAlone(report, connections, SECONDS, server.child.pid)),
    );
}
// The response-time report reuses its stored figures until a lead changes (response-cache.ts):
// its cost when computed afresh, as after any lead write, one call at a time.
const afresh: number[] = [];
for (let run = 0; run < 7; run += 1) {
  await db.query('delete from report_cache.response_times');
  const started = performance.now();
  const answer = await fetch(call('', 'reports.responseTime', { from: yearAgo, to: today }).url, { headers });
  if (!answer.ok) throw new Error(`reports.responseTime answered ${answer.status}`);
  afresh.push(performance.now() - started);
}
afresh.sort((a, b) => a - b);
console.log(
  `reports.responseTime computed afresh, one call at a time: median ${afresh[3]!.toFixed(0)} ms of 7`,
);

await machineCheck('before the writes');

let created = 0;
const leadCreate: Call = {
  ...call('leads.create', 'leads.create'),
  method: 'POST',
  body: () => {
    created += 1;
    return JSON.stringify({
      json: {
        title: `Bench lead ${created}`,
        accountId: someLead?.account_id,
        contactId: someLead?.contact_id,
      },
    });
  },
};
// The writes' code paths are cold here as the reads' were before the first table: each write runs
// 3 s unmeasured first as they did (the contact form took 272 leads/s in its first run on a fresh
// server and 321-348 in the next four, README: "The writes warmed up").
if (!options.quick) await measureAlone(leadCreate, 10, 3);
for (const connections of CONNECTIONS)
  console.log(
    row(
      leadCreate.label,
      connections,
      await measureAlone(leadCreate, connections, SECONDS, server.child.pid),
    ),
  );

const tokenAnswer = (await (await fetch(query('intake.formToken'))).json()) as {
  result: { data: { json: { token: string } } };
};
// The form refuses what is sent sooner than 3 s after it was shown (a bot's speed).
await new Promise((resolve) => setTimeout(resolve, 3_100));
let sent = 0;
const answered = new Set<string>();
const intake: Call = {
  label: 'intake.createLeadFromForm (contact form)',
  url: query('intake.createLeadFromForm'),
  method: 'POST',
  headers: { origin: server.url },
  body: (context) => {
    sent += 1;
    context.email = `bench.person.${sent}@example.com`;
    const formData = {
      name: `Bench Person ${sent}`,
      email: context.email,
      phone: '0400 000 000',
      company: `Bench Company ${sent % 200}`,
      message: 'We would like help with our registration.',
      submittedAt: new Date().toISOString(),
    };
    return JSON.stringify({
      json: { formType: 'contact', formData, website: '', formToken: tokenAnswer.result.data.json.token },
    });
  },
  onResponse: (status, context) => {
    if (status === 200 && typeof context.email === 'string') answered.add(context.email);
  },
};
if (!options.quick) await measureAlone(intake, 10, 3);
for (const connections of CONNECTIONS) {
  const measured = await measureAlone(intake, connections, SECONDS, server.child.pid);
  console.log(
    row(intake.label, connections, measured, `   ${measured.requestsPerSecond.toFixed(0)} leads/s`),
  );
}
// Requests still in flight when a run stops finish on the server; every answered one must be stored.
await new Promise((resolve) => setTimeout(resolve, 2_000));
const storedEmails = await db.query<{ email: string }>(
  `select c.email from leads l join contacts c on c.id = l.contact_id where c.email like 'bench.person.%'`,
);
const stored = new Set(storedEmails.rows.map((contact) => contact.email));
const lost = [...answered].filter((email) => !stored.has(email)).length;
console.log(
  `contact form: ${sent} sent, ${answered.size} answered 200, ${stored.size} leads stored, ${lost} answered but not stored`,
);

// One connection: the latency of a lone user, the figure the 1,000,000-lead target reads.
if (!options.quick)
  for (const single of [firstPage, rareSearch])
    console.log(row(single.label, 1, await measureAlone(single, 1, SECONDS, server.child.pid)));

await machineCheck('before the imports');

// Read before the imports, which reset the peak to measure their own.
const memory = memoryOf(server.child.pid ?? 0);
console.log(
  `server RSS: idle ${idle.rss.toFixed(0)} MiB, now ${memory.rss.toFixed(0)} MiB, peak under load ${memory.peak.toFixed(0)} MiB`,
);

// A CSV import run by the server's own job: N new contacts, then the same file again (all updates),
// then a big file of new ones.
const importAccounts = (
  await db.query<{ name: string }>('select name from accounts where deleted_at is null limit 50')
).rows.map((account) => account.name);
const importServer = { url: server.url, pid: server.child.pid ?? 0 };
const importFile = () => contactsCsv('import.person', importAccounts, { rows: IMPORT_ROWS });
console.log(importLine('\ncsv import, new', await importContacts(importServer, headers, importFile())));
console.log(
  importLine('csv import, again (updates)', await importContacts(importServer, headers, importFile())),
);
console.log(
  importLine(
    `csv import, a ${IMPORT_MIB} MiB file`,
    await importContacts(
      importServer,
      headers,
      contactsCsv('big.person', importAccounts, { bytes: IMPORT_MIB * 1024 * 1024 }),
    ),
  ),
);

console.log(`server RSS idle again after the imports: ${(await quietMemory()).rss.toFixed(0)} MiB`);

await stop(server.child);
await stop(baseline.child);
if (options.profile) console.log(`\n${summariseCpuProfiles(profileDir)}`);
await db.end();
await database.close();
await admin.query(`drop database if exists "${databaseName}" with (force)`);
await admin.end();
await embedded?.stop();
await removeEmbeddedCluster(workDir);
await rm(workDir, { recursive: true, force: true });
