import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const MiB = 1024 * 1024;

/**
 * A process that fills glibc's heap with 4,096 buffers of 8 KiB (malloc'd by Node, 32 MiB), keeps
 * one in 64 and lets the rest be collected, so the heap is mostly free pages held between live
 * ones, as V8's compilers leave it; then runs the check. Answers whether it trimmed and how much
 * of the heap's resident memory ([heap] in /proc/self/smaps) it gave back, in MiB.
 */
function trimmedAfterFragmenting(aboveMiB: number): { trimmed: boolean; givenBack: number } {
  const script = `
    import { readFileSync } from 'node:fs';
    import { nativeHeapTrim } from './src/server/native-heap.ts';
    const heapResident = () => {
      const smaps = readFileSync('/proc/self/smaps', 'utf8');
      const start = smaps.indexOf('[heap]');
      return start < 0 ? 0 : Number(/Rss:\\s+(\\d+) kB/.exec(smaps.slice(start))[1]) * 1024;
    };
    const check = nativeHeapTrim(${aboveMiB * MiB});
    let kept = [];
    const all = Array.from({ length: 4096 }, () => Buffer.allocUnsafeSlow(8192).fill(1));
    kept = all.filter((_buffer, index) => index % 64 === 0);
    all.length = 0;
    gc({ type: 'major', execution: 'sync' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const before = heapResident();
    const trimmed = check();
    console.log(JSON.stringify({ trimmed, givenBack: (before - heapResident()) / ${MiB}, kept: kept.length }));
  `;
  const result = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { trimmed: boolean; givenBack: number };
}

describe("glibc's heap trimmed while busy", () => {
  it('gives back the free pages held between live allocations', () => {
    const { trimmed, givenBack } = trimmedAfterFragmenting(0);
    expect(trimmed).toBe(true);
    expect(givenBack).toBeGreaterThan(16);
  });

  it('does nothing while the resident memory is under its mark', () => {
    const { trimmed, givenBack } = trimmedAfterFragmenting(100_000);
    expect(trimmed).toBe(false);
    expect(givenBack).toBeLessThan(4);
  });
});
