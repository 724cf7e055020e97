/**
 * `npm run build`: the client with Vite (dist/client), a server-side build of it (dist/ssr)
 * that prerenders every public page (dist/prerendered), then brotli and gzip copies of every
 * text asset, and the stamp of the FIRM_* values it was built with; last the server's bundle
 * (dist/server, scripts/build/server-bundle.ts). `--quiet` prints only warnings.
 */
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, type LogLevel } from 'vite';
import { precompressDirectory } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';
import { bundleServer } from './build/server-bundle.ts';
import { builtFirmFile, firmStamp } from './client-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const clientDir = path.join(root, 'dist/client');
const ssrDir = path.join(root, 'dist/ssr');
const logLevel: LogLevel = process.argv.includes('--quiet') ? 'warn' : 'info';

await build({ root, logLevel });
await build({
  root,
  logLevel,
  build: { ssr: 'src/client/prerender.tsx', outDir: ssrDir, emptyOutDir: true, copyPublicDir: false },
});
precompressDirectory(clientDir);
const { pages } = await prerenderPages({
  clientDir,
  ssrEntry: path.join(ssrDir, 'prerender.js'),
  outDir: path.join(root, 'dist/prerendered'),
});
rmSync(ssrDir, { recursive: true, force: true });
writeFileSync(builtFirmFile, firmStamp(process.env) ?? '');
if (logLevel === 'info') console.log(`prerendered ${pages.length} pages and the 404 page`);
await bundleServer();
if (logLevel === 'info') console.log('bundled the server into dist/server');
