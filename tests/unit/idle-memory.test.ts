import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shouldRelease } from '../../src/server/idle-memory.ts';

const root = path.resolve(import.meta.dirname, '../..');
const MiB = 1024 * 1024;

/**
 * A process that watches for quiet spells (ticks of 100 ms), makes garbage for a second, as a
 * busy server does, so that V8 grows its young generation to the cap, then stays quiet for 1.5 s:
 * its resident memory right after the work and after the quiet spell, in MiB.
 */
function residentAfterWorkAndQuiet(nodeFlags: string[]): { afterWork: number; afterQuiet: number } {
  const script = `
    import { releaseMemoryWhenIdle } from './src/server/idle-memory.ts';
    releaseMemoryWhenIdle({ tickMs: 100, quietTicks: 2 });
    const kept = [];
    const until = performance.now() + 1000;
    while (performance.now() < until) {
      kept.push(Array.from({ length: 64 }, (_, i) => ({ i, text: 'x'.repeat(i) })));
      if (kept.length > 200) kept.length = 0;
    }
    kept.length = 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const afterWork = process.memoryUsage.rss();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    console.log(JSON.stringify({ afterWork: afterWork / ${MiB}, afterQuiet: process.memoryUsage.rss() / ${MiB} }));
  `;
  const result = spawnSync(
    process.execPath,
    [...nodeFlags, '--max-semi-space-size=16', '--input-type=module', '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { afterWork: number; afterQuiet: number };
}

describe('releasing memory when idle', () => {
  const options = { quietTicks: 2, growthBytes: 8 * MiB };

  it('releases after enough quiet ticks once the heap grew, and not before', () => {
    const state = (quietTicks: number, residentMiB: number) => ({
      quietTicks,
      residentBytes: residentMiB * MiB,
      residentBytesAtRelease: 150 * MiB,
    });
    expect(shouldRelease(state(2, 190), options)).toBe(true);
    expect(shouldRelease(state(1, 190), options)).toBe(false);
    expect(shouldRelease(state(5, 155), options)).toBe(false);
  });

  it('gives a busy spell’s young generation back to the system once quiet (--expose-gc)', () => {
    const released = residentAfterWorkAndQuiet(['--expose-gc']);
    expect(released.afterWork - released.afterQuiet).toBeGreaterThan(16);
  });

  it('does nothing without --expose-gc, and V8 alone keeps the pages', () => {
    const kept = residentAfterWorkAndQuiet([]);
    expect(kept.afterWork - kept.afterQuiet).toBeLessThan(8);
  });
});
