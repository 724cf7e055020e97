/**
 * Keeps a busy job's memory down: the idle release (idle-memory.ts) never runs while a job keeps
 * the event loop busy for minutes.
 */
import process from 'node:process';
import { performance } from 'node:perf_hooks';

/**
 * The resident memory above which a busy job (an import) gives memory back between two units of
 * its work. Each batch's objects push the young generation to its cap and the old one past what
 * the server holds: after the bench's calls its imports peaked at 203-208 MiB, against 186-197
 * with this ceiling (README: Data tools).
 */
export const JOB_MEMORY_CEILING_BYTES = 176 * 1024 * 1024;

/**
 * A check for a busy job to call between units of its work: when the resident memory is above
 * `ceilingBytes`, V8's memory-reducing full collection, at most once every `intervalMs` (a
 * collection costs 50-90 ms). Without `--expose-gc` the check does nothing.
 */
export function memoryCeiling(
  ceilingBytes = JOB_MEMORY_CEILING_BYTES,
  intervalMs = 2_000,
  residentBytes: () => number = () => process.memoryUsage.rss(),
): () => void {
  let collectedAt = -Infinity;
  return () => {
    const collect = globalThis.gc;
    if (!collect || performance.now() - collectedAt < intervalMs || residentBytes() <= ceilingBytes) return;
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    collectedAt = performance.now();
  };
}
