/**
 * The bundle part of `npm run bench`: for each public page, the compressed JS and CSS it
 * downloads before it is interactive (its loader, the entry chunk, the page's own chunk and every
 * chunk they import statically, which the loader fetches once the page has painted), read from
 * Vite's manifest and the build's .br/.gz files. "later" is what the page may load afterwards
 * with import(), without holding it up: while it hydrates (the toasts, the landing page's contact
 * form) or once used (the Services dropdown, the phone menu), other pages and the CRM not
 * counted. Then the CRM,
 * which loads its chunk, the API client and Mantine's full styles on top of the entry.
 * 1 KB = 1,000 bytes, as Vite prints them.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PrerenderedPages } from '../build/prerender.ts';
import {
  chunkFiles,
  entryKey,
  lazyChunkKeys,
  pageLoaderKey,
  pageModuleKey,
  readViteManifest,
} from '../build/vite-manifest.ts';

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'dist/client');
const crmEntryKey = 'src/client/CrmEntry.tsx';
const pageBudget = { js: 120, css: 30 };

/** Bytes as sent: the sizes of the build's compressed copies, which every text file has. */
function sentBytes(file: string): { br: number; gz: number } {
  const absolute = path.join(clientDir, file);
  return { br: statSync(`${absolute}.br`).size, gz: statSync(`${absolute}.gz`).size };
}

function total(files: Iterable<string>): { br: number; gz: number; count: number } {
  const sum = { br: 0, gz: 0, count: 0 };
  for (const file of files) {
    const bytes = sentBytes(file);
    sum.br += bytes.br;
    sum.gz += bytes.gz;
    sum.count += 1;
  }
  return sum;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

export function printSiteBundles(): void {
  const manifest = readViteManifest(clientDir);
  const { pages } = JSON.parse(
    readFileSync(path.join(root, 'dist/prerendered/pages.json'), 'utf8'),
  ) as PrerenderedPages;
  const entry = chunkFiles(manifest, entryKey);
  const loader = chunkFiles(manifest, pageLoaderKey).js;
  const withEntry = (key: string, loaded: Set<string>) => {
    const chunk = chunkFiles(manifest, key);
    return { js: new Set([...loaded, ...entry.js, ...chunk.js]), css: new Set([...entry.css, ...chunk.css]) };
  };

  console.log('JS and CSS each page loads before it is interactive, compressed (KB):');
  console.log(
    `${'page'.padEnd(28)}${'JS br'.padStart(7)}${'JS gz'.padStart(7)}${'files'.padStart(6)}${'CSS br'.padStart(7)}${'CSS gz'.padStart(7)}   JS br loaded later`,
  );
  const print = (label: string, key: string, later: Iterable<string>, loaded = new Set<string>()) => {
    const initial = withEntry(key, loaded);
    const laterJs = new Set<string>();
    for (const lazyKey of later) {
      for (const file of chunkFiles(manifest, lazyKey).js) if (!initial.js.has(file)) laterJs.add(file);
    }
    const js = total(initial.js);
    const css = total(initial.css);
    console.log(
      `${label.padEnd(28)}${kb(js.br)}${kb(js.gz)}${String(js.count).padStart(6)}${kb(css.br)}${kb(css.gz)}   ${laterJs.size ? kb(total(laterJs).br) : ''}`,
    );
  };
  const routeChunks = new Set([...pages.map((page) => pageModuleKey(page.module)), crmEntryKey]);
  const loadedLater = (key: string) =>
    [...lazyChunkKeys(manifest, entryKey), ...lazyChunkKeys(manifest, key)].filter(
      (lazyKey) => !routeChunks.has(lazyKey),
    );
  for (const page of pages) {
    const key = pageModuleKey(page.module);
    print(page.path, key, loadedLater(key), loader);
  }
  print('/crm (client-rendered)', crmEntryKey, []);
  console.log(
    `budget for every public page: ${pageBudget.js} KB of JS and ${pageBudget.css} KB of CSS before it is interactive`,
  );
}
