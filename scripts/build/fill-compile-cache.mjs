// `node <npm start's flags> fill-compile-cache.mjs <cache dir> <bundle dir>`: loads every file of
// the server's bundle without starting the server (server.mjs, the entry of src/server/serve.ts,
// and its chunks; main.mjs, which calls serve(), is left out), so Node's compile cache holds their
// compiled code before the server's first start. V8 keeps one cache per set of flags, hence npm
// start's (server-bundle.ts).
import { readdirSync } from 'node:fs';
import { enableCompileCache, flushCompileCache } from 'node:module';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const [cacheDir = '', bundleDir = ''] = process.argv.slice(2);
enableCompileCache(cacheDir);
for (const file of readdirSync(bundleDir).sort())
  if (file.endsWith('.mjs') && file !== 'main.mjs')
    await import(pathToFileURL(path.join(bundleDir, file)).href);
flushCompileCache();
// A module may have left a timer or a socket behind; the cache is written, so nothing is lost.
process.exit(0);
