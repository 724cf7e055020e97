/**
 * Keeps a busy job's memory down: the idle release (idle-memory.ts) never runs while a job keeps
 * the event loop busy for minutes. Not for the calls: a collection pauses every call in flight
 * for 50-90 ms, and the young generation at its cap is what keeps their CPU low.
 */
import process from 'node:process';
import { performance } from 'node:perf_hooks';

/**
 * The resident memory above which a busy job (an import, a file's upload) gives memory back
 * between two units of its work. Each batch's objects push the young generation to its cap and
 * the old one past what the server holds: after the calls, imports peaked at 203-208 MiB, against
 * 179-182 with this ceiling checked every second (README: Data tools).
 */
export const JOB_MEMORY_CEILING_BYTES = 176 * 1024 * 1024;

/**
 * How far above the ceiling the resident memory may go before a collection runs within the
 * interval. Within one second an import's batches grew it by 40 MiB and more: sampled every half
 * second in the bench it went from 136 to 186 MiB and back, again and again, and peaked between
 * two samples at 203.
 */
export const JOB_MEMORY_HEADROOM_BYTES = 16 * 1024 * 1024;

/**
 * A check for a busy job to call between units of its work: when the resident memory is above
 * `ceilingBytes`, V8's memory-reducing full collection, at most once every `intervalMs` (a
 * collection costs 50-90 ms), or at once when it is more than `headroomBytes` above. Without
 * `--expose-gc` the check does nothing.
 */
export function memoryCeiling(
  ceilingBytes = JOB_MEMORY_CEILING_BYTES,
  intervalMs = 1_000,
  headroomBytes = JOB_MEMORY_HEADROOM_BYTES,
): () => void {
  let collectedAt = -Infinity;
  return () => {
    const collect = globalThis.gc;
    if (!collect) return;
    const resident = process.memoryUsage.rss();
    if (resident <= ceilingBytes) return;
    const due = performance.now() - collectedAt >= intervalMs;
    if (!due && resident <= ceilingBytes + headroomBytes) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    collectedAt = performance.now();
  };
}
