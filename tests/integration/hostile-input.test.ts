import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldLeadTotals } from '../../src/server/features/dashboard/fold-totals.ts';
import { foldReportSummaries } from '../../src/server/features/reports/summaries.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { procedureCases } from '../support/procedures.ts';
import { cookieHeader, rawCall, type RawAnswer } from '../support/raw-call.ts';
import { signedInStaff } from '../support/staff.ts';

type Input = Record<string, unknown>;

/** Values no field of ours accepts: a NUL byte, an unpaired surrogate, text longer than any field, wrong types. */
const everywhere: unknown[] = [
  'a\u0000b',
  'a\uD800b',
  'x'.repeat(20_000),
  { nested: true },
  [{}],
  Number.NaN,
];
/** Values that only some fields refuse: year 0 in a date, an unknown choice in an enum. */
const dateValues = ['0000-01-01', '2201-01-01', '0000-01-01T00:00:00.000Z'];
const enumValues = ['not_a_choice', 'ADMIN', 'admin '];

const isDateField = (key: string) => /date|At$/i.test(key);
const isEnumField = (key: string) => /type|role|status|priority|source|sort|package|formType/i.test(key);

/** Every input with one field (nested fields too) replaced by each hostile value it must refuse. */
function hostileVariants(input: Input): Input[] {
  const variants: Input[] = [];
  for (const [key, value] of Object.entries(input)) {
    const values = [
      ...everywhere,
      ...(isDateField(key) ? dateValues : []),
      ...(isEnumField(key) ? enumValues : []),
      ...(typeof value === 'string' ? [42, true] : []),
    ];
    for (const hostile of values) variants.push({ ...input, [key]: hostile });
    if (value && typeof value === 'object' && !Array.isArray(value))
      for (const nested of hostileVariants(value as Input)) variants.push({ ...input, [key]: nested });
  }
  return variants;
}

/**
 * The columns a checksum leaves out: a session's last activity moves forward once a minute while
 * the test calls with it, and the ten-minute cleanup job folds the dashboard's and reports'
 * running totals (the same sums in fewer rows, each with a new id).
 */
const unchecked: Record<string, string> = {
  sessions: 'last_active_at',
  lead_totals: 'id',
  report_lead_days: 'id',
  report_activity_days: 'id',
};

/**
 * An md5 of every row of every table in the public schema, by table; the running totals folded
 * first, so that a fold by the job between two checksums does not read as a write.
 */
async function tableChecksums(server: TestApp): Promise<Record<string, string>> {
  const em = server.database.orm.em.fork();
  await foldLeadTotals(em);
  await foldReportSummaries(em);
  const tables = await em.execute<{ name: string }[]>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const left = unchecked[name];
    const rowText = left ? `(to_jsonb(t) - '${left}')::text` : 't::text';
    const [row] = await em.execute<{ sum: string | null }[]>(
      `select md5(coalesce(string_agg(${rowText}, '|' order by ${rowText}), '')) as sum from "${name}" t`,
    );
    sums[name] = row?.sum ?? '';
  }
  return sums;
}

/** Unpaired UTF-16 surrogates: PostgreSQL cannot store them (its JSON refuses '\ud800', its text would hold a replacement character). */
const unpairedSurrogates = ['hi \uD800x', 'hi \uDC00x', 'hi \uD800'];

/** Every input with one text (nested, or in a list) replaced by each unpaired surrogate. */
function surrogateVariants(input: unknown): unknown[] {
  if (typeof input === 'string') return unpairedSurrogates;
  if (Array.isArray(input)) {
    const items: unknown[] = input;
    return items.flatMap((item, index) =>
      surrogateVariants(item).map((variant) => items.map((other, at) => (at === index ? variant : other))),
    );
  }
  if (input && typeof input === 'object')
    return Object.entries(input).flatMap(([key, value]) =>
      surrogateVariants(value).map((variant) => ({ ...input, [key]: variant })),
    );
  return [];
}

const ZOD_DEFAULT_TEXT = /Invalid input|expected \w+, received|Too (big|small)|Invalid (string|option)/;

describe('hostile input on every procedure', () => {
  let server: TestApp;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestApp();
    cookie = cookieHeader((await signedInStaff(server, 'Hostile', 'Prober', 'admin')).cookies);
    // Some records, so a half-write would change something.
    await rawCall(server.url, 'demoData.create', 'mutation', undefined, cookie);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers every hostile input 400 with a readable message naming the field, and writes nothing', async () => {
    const before = await tableChecksums(server);
    const problems: string[] = [];
    let calls = 0;
    const check = (path: string, variant: unknown, answer: RawAnswer) => {
      calls += 1;
      const fieldErrors = (answer.body as { error?: { json?: { data?: { fieldErrors?: unknown } } } }).error
        ?.json?.data?.fieldErrors;
      const described = `${path} ${JSON.stringify(variant).slice(0, 120)}`;
      // A query's input travels in its URL: Node refuses one over 16 KB (431) before any of our code runs.
      if (answer.status === 431) return;
      if (answer.status !== 400) problems.push(`${described}: status ${answer.status} ${answer.message}`);
      else if (!fieldErrors || Object.keys(fieldErrors).length === 0)
        problems.push(`${described}: no field message`);
      else if (!answer.message || ZOD_DEFAULT_TEXT.test(answer.message))
        problems.push(`${described}: zod's text '${answer.message}'`);
    };
    for (const procedure of procedureCases()) {
      if (procedure.input === undefined) continue;
      const wholeInputs: unknown[] = ['text', 42, null, [], 'a\u0000'];
      for (const variant of [...hostileVariants(procedure.input as Input), ...wholeInputs]) {
        check(
          procedure.path,
          variant,
          await rawCall(server.url, procedure.path, procedure.type, variant, cookie),
        );
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
    expect(await tableChecksums(server)).toEqual(before);
    // Thousands of calls one after another: longer than the default test timeout on a busy machine.
  }, 180_000);

  it('refuses an unpaired surrogate in any text of any mutation, public ones first, with 400 and writes nothing', async () => {
    const before = await tableChecksums(server);
    const mutations = procedureCases()
      .filter((procedure) => procedure.type === 'mutation' && procedure.input !== undefined)
      .sort((a, b) => Number(a.access !== 'public') - Number(b.access !== 'public'));
    expect(mutations[0]?.access).toBe('public');
    const problems: string[] = [];
    let calls = 0;
    for (const procedure of mutations) {
      for (const variant of surrogateVariants(procedure.input)) {
        calls += 1;
        const answer = await rawCall(server.url, procedure.path, procedure.type, variant, cookie);
        const fieldErrors = (answer.body as { error?: { json?: { data?: { fieldErrors?: object } } } }).error
          ?.json?.data?.fieldErrors;
        if (answer.status !== 400 || !fieldErrors || Object.keys(fieldErrors).length === 0)
          problems.push(
            `${procedure.path} ${JSON.stringify(variant)}: status ${answer.status} ${answer.message}`,
          );
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(300);
    expect(await tableChecksums(server)).toEqual(before);
  }, 120_000);

  it('refuses a body over 100 KB and a batch of more than 20 calls', async () => {
    const big = await fetch(`${server.url}/trpc/accounts.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', cookie },
      body: JSON.stringify({ json: { name: 'x'.repeat(110 * 1024), accountType: 'startup' } }),
    });
    expect(big.status).toBe(413);

    const paths = (count: number) => Array.from({ length: count }, () => 'dashboard.stats').join(',');
    const batch = (count: number) =>
      fetch(`${server.url}/trpc/${paths(count)}?batch=1&input=${encodeURIComponent('{}')}`, {
        headers: { cookie },
      });
    expect((await batch(20)).status).toBe(200);
    expect((await batch(21)).status).toBe(400);
  });
});
