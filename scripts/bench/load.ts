import { createHistogram } from 'node:perf_hooks';
import autocannon from 'autocannon';
import type pg from 'pg';
import { cpuTimeOf, memoryOf } from './processes.ts';

export type Call = {
  label: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A body per request (POST); `context` is the connection's, which has one request in flight at a time. */
  body?: (context: Record<string, unknown>) => string;
  /** Called with each answer's status and the context its body was made with. */
  onResponse?: (status: number, context: Record<string, unknown>) => void;
};

export type Measured = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failed: number;
  /** The serving process's CPU time per answered call, in ms (when its pid was given). */
  cpuPerCall: number | null;
  /** The serving process's peak resident memory so far, in MiB (when its pid was given): the run that raised it shows. */
  peakSoFar: number | null;
};

/** How long a call runs unmeasured before its run: the server's code is compiled for it, as in a server that has been up a while. */
const WARM_UP_SECONDS = 2;

/** When the measured seconds began: the clock and the serving process's CPU time so far. */
type Start = { at: number; cpu: number };

/**
 * autocannon on one call with `connections` open, no pipelining: WARM_UP_SECONDS unmeasured (the
 * same for ours and the baseline's), then `seconds` measured on the same connections. Only the
 * answers that arrive after the warm-up count, and their latency is the call's on a connection
 * that is open, as a browser's kept-alive one is. Why not a fresh run: libuv accepts one
 * connection per event-loop iteration (libuv#3696), and a busy server's iterations are long (tens
 * of ms at 50 connections), so 50 connections opened at once waited up to a second for their
 * accept, their first calls with them, and those were about 2% of a run: the p99 measured that
 * queue, not the call. A write's warm-up (a contact form, a new lead) stores what it sends, as
 * its run does. With `pid`, that process's CPU time during the measured seconds is divided among
 * their answers.
 */
export async function measure(
  call: Call,
  connections: number,
  seconds: number,
  pid?: number,
): Promise<Measured> {
  const latencies = createHistogram();
  let measuredFrom: Start | null = null;
  let ok = 0;
  let non2xx = 0;
  const warmedUp = setTimeout(() => {
    measuredFrom = { at: performance.now(), cpu: pid ? cpuTimeOf(pid) : 0 };
  }, WARM_UP_SECONDS * 1000);
  const result = await run(call, connections, WARM_UP_SECONDS + seconds, (status, responseTime) => {
    if (!measuredFrom) return;
    latencies.record(Math.max(1, Math.round(responseTime * 1000)));
    if (status >= 200 && status < 300) ok += 1;
    else non2xx += 1;
  });
  clearTimeout(warmedUp);
  // Set by the timer, which TypeScript's narrowing cannot see.
  const from = measuredFrom as Start | null;
  if (!from) throw new Error(`${call.label}: the run ended before its warm-up did`);
  const elapsedSeconds = (performance.now() - from.at) / 1000;
  const answered = ok + non2xx;
  const milliseconds = (percentile: number) =>
    answered > 0 ? Math.round(latencies.percentile(percentile) / 1000) : 0;
  return {
    cpuPerCall: pid && answered > 0 ? (cpuTimeOf(pid) - from.cpu) / answered : null,
    peakSoFar: pid ? memoryOf(pid).peak : null,
    requestsPerSecond: answered / elapsedSeconds,
    p50: milliseconds(50),
    p99: milliseconds(99),
    ok,
    failed: non2xx + result.errors + result.timeouts,
  };
}

function run(
  call: Call,
  connections: number,
  seconds: number,
  onAnswer: (status: number, responseTime: number) => void,
): Promise<autocannon.Result> {
  const { body, onResponse } = call;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: call.url,
        method: call.method ?? 'GET',
        headers: { ...call.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        connections,
        duration: seconds,
        ...(body
          ? {
              requests: [
                {
                  setupRequest: (request, context) => ({
                    ...request,
                    body: body(context as Record<string, unknown>),
                  }),
                  onResponse: (status, _body, context) =>
                    onResponse?.(status, context as Record<string, unknown>),
                },
              ],
            }
          : {}),
      },
      (error: unknown, result: autocannon.Result) =>
        error
          ? reject(error instanceof Error ? error : new Error('autocannon failed', { cause: error }))
          : resolve(result),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => onAnswer(status, responseTime));
  });
}

const cell = (value: string, width: number) => value.padStart(width);

export function header(): string {
  return `${'call'.padEnd(52)}${cell('conns', 6)}${cell('req/s', 9)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('errors', 8)}${cell('cpu ms', 8)}${cell('peak MiB', 10)}`;
}

export function row(label: string, connections: number, measured: Measured, extra = ''): string {
  return (
    `${label.padEnd(52)}${cell(String(connections), 6)}${cell(measured.requestsPerSecond.toFixed(0), 9)}` +
    `${cell(String(measured.p50), 9)}${cell(String(measured.p99), 9)}${cell(String(measured.failed), 8)}` +
    `${cell(measured.cpuPerCall === null ? '' : measured.cpuPerCall.toFixed(2), 8)}` +
    `${cell(measured.peakSoFar === null ? '' : measured.peakSoFar.toFixed(0), 10)}${extra}`
  );
}

/**
 * Waits until no other statement runs in the database (at most `limitMs`): autocannon stops
 * sending when a run ends, but the calls it sent may still be running in PostgreSQL, and a slow
 * call's backlog would then be the next run's load (seen: a baseline's rare search planned as a
 * walk of the table held the next call, the count, at p99 542 ms). Answers how long it waited.
 */
export async function untilDatabaseQuiet(db: pg.Client, limitMs = 60_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ running: number }>(
      `select count(*)::int as running from pg_stat_activity
        where state = 'active' and pid <> pg_backend_pid() and datname = current_database()`,
    );
    const waited = performance.now() - started;
    if ((rows[0]?.running ?? 0) === 0 || waited > limitMs) return waited;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
