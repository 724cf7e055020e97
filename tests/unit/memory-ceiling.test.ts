import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const MiB = 1024 * 1024;

/**
 * A process (--expose-gc) that makes garbage (20,000 short-lived arrays of 64 objects, about half
 * a second), as a job's batches do, so that V8 grows its young generation to the cap, then runs a
 * ceiling's check; twice. The amount, not a time, so a busy machine makes as much. Answers how much
 * resident memory each check gave back, in MiB.
 */
function givenBackByTwoChecks(ceilingMiB: number, headroomMiB = 100_000): [number, number] {
  const script = `
    import { memoryCeiling } from './src/server/memory-ceiling.ts';
    const check = memoryCeiling(${ceilingMiB * MiB}, 60_000, ${headroomMiB * MiB});
    const work = () => {
      const kept = [];
      for (let made = 0; made < 20_000; made += 1) {
        kept.push(Array.from({ length: 64 }, (_, i) => ({ i, text: 'x'.repeat(i) })));
        if (kept.length > 200) kept.length = 0;
      }
    };
    const givenBack = [];
    for (let round = 0; round < 2; round += 1) {
      work();
      const before = process.memoryUsage.rss();
      check();
      givenBack.push((before - process.memoryUsage.rss()) / ${MiB});
    }
    console.log(JSON.stringify(givenBack));
  `;
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--max-semi-space-size=16', '--input-type=module', '-e', script],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as [number, number];
}

describe("a busy job's memory ceiling", () => {
  it('gives memory back above the ceiling, then not again within its interval', () => {
    const [first, second] = givenBackByTwoChecks(0);
    expect(first).toBeGreaterThan(8);
    expect(second).toBeLessThan(4);
  });

  it('gives memory back again within its interval when far above the ceiling', () => {
    const [first, second] = givenBackByTwoChecks(0, 0);
    expect(first).toBeGreaterThan(8);
    expect(second).toBeGreaterThan(8);
  });

  it('does nothing below the ceiling', () => {
    const [first, second] = givenBackByTwoChecks(100_000);
    expect(first).toBeLessThan(4);
    expect(second).toBeLessThan(4);
  });
});
