// `npm start`: fills Node's compile cache with the server when its code changed, builds the
// client when needed, then runs the server.
//
// Plain JavaScript on purpose: Node keeps the server's type-stripped and compiled code in a
// compile cache, so a restart neither compiles again nor loads the TypeScript stripper. A .ts
// entry would be stripped before the cache is on, loading the stripper every time; this one turns
// the cache on first and imports the TypeScript after.
//
// The stripper (amaro) stays in memory once any module missed the cache: a server started after
// one changed file sat at 212 MiB of idle RSS, and 190 once restarted. So when a file the server
// is compiled from is newer than the cache's stamp (or Node changed), a child process
// (`--compile-only`) imports the server's modules without starting it, fills the cache and
// writes the stamp; this process then finds every module there. The child runs with this
// process's flags: V8 checks a cached module's code against some of them (`--expose-gc`: with a
// child started without it the server compiled every module again).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { enableCompileCache, flushCompileCache } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { newestModification } from './newest-modification.mjs';

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, 'node_modules/.cache/node-compile-cache');
const stampFile = path.join(cacheDir, 'server-compiled.json');
const compiledFrom = [
  'src/server',
  'src/shared',
  'scripts/client-build.ts',
  'scripts/start.mjs',
  'package-lock.json',
];
const stamp = JSON.stringify({ node: process.version });

function cacheIsStale() {
  if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== stamp) return true;
  const stampedAt = statSync(stampFile).mtimeMs;
  return compiledFrom.some((entry) => newestModification(path.join(root, entry)) > stampedAt);
}

enableCompileCache(cacheDir);
process.env.NODE_ENV ??= 'production';

if (process.argv.includes('--compile-only')) {
  await import('./client-build.ts');
  await import('../src/server/serve.ts');
  // The server imports these only when their feature is used (an S3 store, inbound replies).
  await import('../src/server/storage/s3-store.ts');
  await import('../src/server/features/emails/inbound-listener.ts');
  flushCompileCache();
  writeFileSync(stampFile, stamp);
  process.exit(0);
}

if (cacheIsStale()) {
  // Should it fail, the server compiles what it imports itself, as it did before.
  spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--compile-only'], {
    cwd: root,
    stdio: 'inherit',
  });
}
const { ensureClientBuild } = await import('./client-build.ts');
ensureClientBuild();
const { serve } = await import('../src/server/serve.ts');
await serve();
// Written now, not only at exit: a server that is killed would otherwise never save it.
flushCompileCache();
