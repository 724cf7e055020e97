/**
 * Gives the memory a busy spell took back to the system once the server goes quiet.
 *
 * Under load V8 grows the young generation to its cap (`--max-semi-space-size`) and the old one
 * past what the server holds; after the load it keeps the freed pages in a pool of its own,
 * resident (its heap statistics no longer count them), until a memory-reducing collection. Its
 * memory reducer would start one on an idle heap, but in a server it never does: pg-boss's
 * polling and the timers keep its allocation rate above the reducer's "low" (seen with
 * `--trace-memory-reducer`: "high alloc" every 8 s of an idle server). So when the event loop has
 * been quiet for `quietTicks` ticks in a row and the resident memory has grown by `growthBytes`
 * since the last release, this runs that collection itself (`gc` with the 'last-resort'
 * flavour: V8's memory-reducing full collection, 60-90 ms on the idle server's heap).
 * Measured: an idle server's resident memory 183-192 -> 153-157 MiB.
 *
 * Needs Node's `--expose-gc` (`npm start` passes it); without it this does nothing.
 */
import process from 'node:process';
import { performance } from 'node:perf_hooks';

export type IdleMemoryOptions = {
  /** How often the event loop's use is sampled. */
  tickMs: number;
  /** How many quiet ticks in a row make the server idle. */
  quietTicks: number;
  /** Below this share of a tick spent busy, the tick was quiet. */
  quietUtilization: number;
  /** How much the resident memory must have grown since the last release. */
  growthBytes: number;
};

const defaults: IdleMemoryOptions = {
  tickMs: 5_000,
  quietTicks: 2,
  quietUtilization: 0.05,
  growthBytes: 8 * 1024 * 1024,
};

/** Whether a tick should release memory: quiet long enough, and grown enough since the last release. */
export function shouldRelease(
  state: { quietTicks: number; residentBytes: number; residentBytesAtRelease: number },
  options: Pick<IdleMemoryOptions, 'quietTicks' | 'growthBytes'>,
): boolean {
  return (
    state.quietTicks >= options.quietTicks &&
    state.residentBytes - state.residentBytesAtRelease >= options.growthBytes
  );
}

/** Watches the event loop for quiet spells for as long as the process runs. */
export function releaseMemoryWhenIdle(options: Partial<IdleMemoryOptions> = {}): void {
  const collect = globalThis.gc;
  if (!collect) return;
  const settings = { ...defaults, ...options };
  let quietTicks = 0;
  // Nothing released yet: the first quiet spell gives back what the start itself took.
  let residentBytesAtRelease = 0;
  let lastSample = performance.eventLoopUtilization();

  const timer = setInterval(() => {
    const sample = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(sample, lastSample).utilization;
    lastSample = sample;
    quietTicks = utilization < settings.quietUtilization ? quietTicks + 1 : 0;
    const residentBytes = process.memoryUsage.rss();
    // Memory given back by itself lowers the mark, so the next release waits for new growth.
    if (residentBytesAtRelease > 0) residentBytesAtRelease = Math.min(residentBytesAtRelease, residentBytes);
    if (!shouldRelease({ quietTicks, residentBytes, residentBytesAtRelease }, settings)) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    // What a collection cannot give back (code, the allocator's own pages) sets the new mark,
    // so a quiet server is not collected again and again.
    residentBytesAtRelease = process.memoryUsage.rss();
    // The collection itself must not count as the next tick's work.
    lastSample = performance.eventLoopUtilization();
  }, settings.tickMs);
  timer.unref();
}
