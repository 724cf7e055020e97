// `npm start`: builds what is missing or stale (the client, the server's bundle) in a child
// process, then runs the server's bundle (dist/server/main.mjs, scripts/build/server-bundle.ts).
//
// Plain JavaScript on purpose, and the builds in a child: the server process then loads no
// TypeScript, so Node's type stripper (amaro, about 20 MiB that stay once loaded) never enters
// its memory. Node's compile cache holds the bundle's compiled code: filled when it is built
// (scripts/build/server-bundle.ts), and with what the start itself compiled once it listens.
import { spawnSync } from 'node:child_process';
import { enableCompileCache, flushCompileCache } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { compileCacheDir } from './start-command.mjs';

// glibc's malloc keeps what the server's threads free (V8's compilers and its garbage
// collector's helpers) in per-thread arenas, resident, until a later allocation reuses it. Fewer
// arenas, and memory above 128 KiB given back at once, cost no measured speed and 10-30 MiB of
// resident memory (README: Memory). glibc reads these at start only, so the process starts itself
// again with them, in place (same pid); a value the operator set is kept.
if (process.platform === 'linux' && process.env.MALLOC_ARENA_MAX === undefined) {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    MALLOC_ARENA_MAX: '2',
    MALLOC_TRIM_THRESHOLD_: '131072',
    MALLOC_MMAP_THRESHOLD_: '131072',
  });
}

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

enableCompileCache(compileCacheDir);
process.env.NODE_ENV ??= 'production';
// Resolves once the server listens.
await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href);
// Written now, not only at exit: a server that is killed would otherwise never save it.
flushCompileCache();
