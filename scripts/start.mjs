// `npm start`: builds what is missing or stale (the client, the server's bundle) in a child
// process, then runs the server's bundle (dist/server/main.mjs, scripts/build/server-bundle.ts).
//
// Plain JavaScript on purpose, and the builds in a child: the server process then loads no
// TypeScript, so Node's type stripper (amaro, about 20 MiB that stay once loaded) never enters
// its memory. Node's compile cache keeps the bundle's compiled code between starts.
import { spawnSync } from 'node:child_process';
import { enableCompileCache, flushCompileCache } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts/build-if-stale.ts')], {
  cwd: root,
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

enableCompileCache(path.join(root, 'node_modules/.cache/node-compile-cache'));
process.env.NODE_ENV ??= 'production';
// Resolves once the server listens.
await import(pathToFileURL(path.join(root, 'dist/server/main.mjs')).href);
// Written now, not only at exit: a server that is killed would otherwise never save it.
flushCompileCache();
