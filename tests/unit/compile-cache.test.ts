import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const cacheDir = path.join(root, 'node_modules/.cache/node-compile-cache');

/** Imports the server's modules (not starting it) in a fresh process, and says whether Node loaded its TypeScript stripper. */
function loadsStripper(withCache: boolean): boolean {
  const script = [
    "import { enableCompileCache } from 'node:module';",
    withCache ? `enableCompileCache(${JSON.stringify(cacheDir)});` : '',
    "await import('./src/server/serve.ts');",
    "console.log(JSON.stringify(process.moduleLoadList.some((name) => name.includes('amaro'))));",
  ].join('\n');
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '') as boolean;
}

/**
 * `npm start` fills Node's compile cache in a child process (`scripts/start.mjs --compile-only`)
 * when the server's code changed, so the server itself never loads the TypeScript stripper,
 * which would stay in its memory (about 20 MiB).
 */
describe('scripts/start.mjs --compile-only', () => {
  it("fills the compile cache with the server's modules and stamps it", () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs', '--compile-only'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(JSON.parse(readFileSync(path.join(cacheDir, 'server-compiled.json'), 'utf8'))).toEqual({
      node: process.version,
    });
    expect(loadsStripper(true)).toBe(false);
    // The same modules without the cache: stripped, so the check above can see the stripper.
    expect(loadsStripper(false)).toBe(true);
  });
});
