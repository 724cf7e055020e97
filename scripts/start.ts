/** `npm start`: builds the client when needed, then runs the server. */
import { enableCompileCache } from 'node:module';
import { ensureClientBuild } from './client-build.ts';

// Node keeps the server's type-stripped and compiled code here, so a restart neither loads the
// TypeScript stripper nor compiles again (about 11 MiB less resident memory, a faster start).
enableCompileCache(new URL('../node_modules/.cache/node-compile-cache', import.meta.url).pathname);
process.env.NODE_ENV ??= 'production';
ensureClientBuild();
await import('../src/server/main.ts');
