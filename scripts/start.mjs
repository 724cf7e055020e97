// `npm start`: builds the client when needed, then runs the server.
//
// Plain JavaScript on purpose: Node keeps the server's type-stripped and compiled code in a
// compile cache, so a restart neither compiles again nor loads the TypeScript stripper (about
// 14 MiB of resident memory). A .ts entry would be stripped before the cache is on, loading the
// stripper every time; this one turns the cache on first and imports the TypeScript after.
import { enableCompileCache, flushCompileCache } from 'node:module';
import process from 'node:process';
import { URL } from 'node:url';

enableCompileCache(new URL('../node_modules/.cache/node-compile-cache', import.meta.url).pathname);
process.env.NODE_ENV ??= 'production';
const { ensureClientBuild } = await import('./client-build.ts');
ensureClientBuild();
await import('../src/server/main.ts');
// Written now, not only at exit: a server that is killed would otherwise never save it.
flushCompileCache();
