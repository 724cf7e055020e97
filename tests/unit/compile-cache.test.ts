import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCompileCache } from '../../scripts/build/server-bundle.ts';
import { startNodeFlags } from '../../scripts/start-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/** Node's own account of where a process that loads the bundle's server.mjs found its code. */
function compileCacheLog(cacheDir: string, nodeFlags: string[]): string {
  const serverModule = path.join(root, 'dist/server/server.mjs');
  const script = `
    import { enableCompileCache } from 'node:module';
    enableCompileCache(${JSON.stringify(cacheDir)});
    await import(${JSON.stringify(pathToFileURL(serverModule).href)});
    process.exit(0);
  `;
  const result = spawnSync(process.execPath, [...nodeFlags, '--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_DEBUG_NATIVE: 'COMPILE_CACHE' },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout + result.stderr;
}

/**
 * A build fills Node's compile cache with the server bundle's code under npm start's V8 flags,
 * so the server's first start after it deserialises that code instead of compiling it (the
 * compilers' scraps stay in glibc's heap: README, Memory).
 */
describe('the compile cache a build fills', () => {
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(path.join(tmpdir(), 'ndis-compile-cache-'));
    fillCompileCache(cacheDir);
  });
  afterAll(() => rm(cacheDir, { recursive: true, force: true }));

  it("holds the server's code for a process with npm start's flags", () => {
    const log = compileCacheLog(cacheDir, startNodeFlags());
    expect(log).toMatch(/code cache for ESM \S+\/dist\/server\/server\.mjs was accepted/);
    expect(log).toMatch(/code cache for ESM \S+\/dist\/server\/serve-[\w-]+\.mjs was accepted/);
  });

  // V8 keeps one cache per set of flags: what a build fills under other flags is never read.
  it('is not found by a process with other flags', () => {
    const log = compileCacheLog(cacheDir, []);
    expect(log).toMatch(/reading cache from \S+ for ESM \S+\/dist\/server\/server\.mjs\.\.\. no such file/);
    expect(log).not.toMatch(/server\.mjs was accepted/);
  });
});
