import { performance } from 'node:perf_hooks';
import { getHeapStatistics } from 'node:v8';

/**
 * Gives the memory a busy spell took back to the system once the server goes quiet.
 *
 * Under load V8 grows the young generation to its cap (`--max-semi-space-size`) and the old one
 * past what the server holds; after the load it keeps the freed pages in a pool of its own,
 * resident, until a memory-reducing collection. Its memory reducer would start one on an idle
 * heap, but in a server it never does: pg-boss's polling and the timers keep its allocation
 * rate above the reducer's "low" (seen with `--trace-memory-reducer`: "high alloc" every 8 s of
 * an idle server). So when the event loop has been quiet for `quietTicks` ticks in a row and V8's
 * heap has grown by `growthBytes` since the last release, this runs that collection itself
 * (`gc` with the 'last-resort' flavour: V8's memory-reducing full collection, 60-80 ms on the
 * idle server's heap). Measured: an idle server's resident memory 185-192 -> 150-155 MiB.
 *
 * Needs Node's `--expose-gc` (`npm start` passes it); without it this does nothing.
 */
export type IdleMemoryOptions = {
  /** How often the event loop's use is sampled. */
  tickMs: number;
  /** How many quiet ticks in a row make the server idle. */
  quietTicks: number;
  /** Below this share of a tick spent busy, the tick was quiet. */
  quietUtilization: number;
  /** How much V8's heap (its physical size) must have grown since the last release. */
  growthBytes: number;
};

const defaults: IdleMemoryOptions = {
  tickMs: 5_000,
  quietTicks: 2,
  quietUtilization: 0.05,
  growthBytes: 8 * 1024 * 1024,
};

/** Whether a tick should release memory: quiet long enough, and the heap grew enough since the last release. */
export function shouldRelease(
  state: { quietTicks: number; heapBytes: number; heapBytesAtRelease: number },
  options: Pick<IdleMemoryOptions, 'quietTicks' | 'growthBytes'>,
): boolean {
  return (
    state.quietTicks >= options.quietTicks &&
    state.heapBytes - state.heapBytesAtRelease >= options.growthBytes
  );
}

/** Starts watching for quiet spells; returns the function that stops it. */
export function releaseMemoryWhenIdle(options: Partial<IdleMemoryOptions> = {}): () => void {
  const collect = globalThis.gc;
  if (!collect) return () => {};
  const settings = { ...defaults, ...options };
  let quietTicks = 0;
  // Nothing released yet: the first quiet spell gives back what the start itself took.
  let heapBytesAtRelease = 0;
  let lastSample = performance.eventLoopUtilization();

  const timer = setInterval(() => {
    const sample = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(sample, lastSample).utilization;
    lastSample = sample;
    quietTicks = utilization < settings.quietUtilization ? quietTicks + 1 : 0;
    const heapBytes = getHeapStatistics().total_physical_size;
    // A heap that shrank by itself (V8's own collections) lowers the mark, so the next release
    // waits for real growth rather than for the difference V8 already gave back.
    if (heapBytesAtRelease > 0) heapBytesAtRelease = Math.min(heapBytesAtRelease, heapBytes);
    if (!shouldRelease({ quietTicks, heapBytes, heapBytesAtRelease }, settings)) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    heapBytesAtRelease = getHeapStatistics().total_physical_size;
    // The collection itself must not count as the next tick's work.
    lastSample = performance.eventLoopUtilization();
  }, settings.tickMs);
  timer.unref();
  return () => clearInterval(timer);
}
