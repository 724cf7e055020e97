import autocannon from 'autocannon';
import { cpuTimeOf } from './processes.ts';

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
};

/** How long a call runs unmeasured before its run: the server's code is compiled for it, as in a server that has been up a while. */
const WARM_UP_SECONDS = 2;

/**
 * autocannon on one call for `seconds` with `connections` open; no pipelining. A call first runs
 * WARM_UP_SECONDS unmeasured (the same for ours and the baseline's); a read is then sent once and
 * awaited: requests still queued in the server are then done, so they do not eat into this run.
 * A write's warm-up (a contact form, a new lead) stores what it sends, as its run does.
 * With `pid`, that process's CPU time during the run is divided among the answers.
 */
export async function measure(
  call: Call,
  connections: number,
  seconds: number,
  pid?: number,
): Promise<Measured> {
  await run(call, connections, WARM_UP_SECONDS);
  if (!call.body) await (await fetch(call.url, { headers: call.headers })).arrayBuffer();
  const cpuBefore = pid ? cpuTimeOf(pid) : 0;
  const result = await run(call, connections, seconds);
  const answered = result['2xx'] + result.non2xx;
  return {
    cpuPerCall: pid && answered > 0 ? (cpuTimeOf(pid) - cpuBefore) / answered : null,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

function run(call: Call, connections: number, seconds: number) {
  const { body, onResponse } = call;
  return autocannon({
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
  });
}

const cell = (value: string, width: number) => value.padStart(width);

export function header(): string {
  return `${'call'.padEnd(52)}${cell('conns', 6)}${cell('req/s', 9)}${cell('p50 ms', 9)}${cell('p99 ms', 9)}${cell('errors', 8)}${cell('cpu ms', 8)}`;
}

export function row(label: string, connections: number, measured: Measured, extra = ''): string {
  return (
    `${label.padEnd(52)}${cell(String(connections), 6)}${cell(measured.requestsPerSecond.toFixed(0), 9)}` +
    `${cell(String(measured.p50), 9)}${cell(String(measured.p99), 9)}${cell(String(measured.failed), 8)}` +
    `${cell(measured.cpuPerCall === null ? '' : measured.cpuPerCall.toFixed(2), 8)}${extra}`
  );
}
