import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
};
export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(clientDir: string): ViteManifest {
  return JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
}

/** The key of the chunk Vite built from index.html: main.tsx and everything it imports statically. */
export const entryKey = 'index.html';

/** The key of the public pages' loader, which adds the entry after the first paint (src/client/load-page-code.ts). */
export const pageLoaderKey = 'src/client/load-page-code.ts';

/** A page module's key: its path from the project root, as Vite names it. */
export function pageModuleKey(module: string): string {
  return `src/client/site/${module}`;
}

/** The JS and CSS files (paths in dist/client) a chunk needs: its own and those of every chunk it imports. */
export function chunkFiles(manifest: ViteManifest, key: string): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunkKey: string) => {
    const chunk = manifest[chunkKey];
    if (!chunk) throw new Error(`Vite's manifest has no chunk ${chunkKey}`);
    if (js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return { js, css };
}

/** The chunks a chunk (or any chunk it imports statically) loads later, with import(). */
export function lazyChunkKeys(manifest: ViteManifest, key: string): Set<string> {
  const lazyKeys = new Set<string>();
  const seen = new Set<string>();
  const visit = (chunkKey: string) => {
    if (seen.has(chunkKey)) return;
    seen.add(chunkKey);
    const chunk = manifest[chunkKey];
    for (const imported of chunk?.dynamicImports ?? []) lazyKeys.add(imported);
    for (const imported of chunk?.imports ?? []) visit(imported);
  };
  visit(key);
  return lazyKeys;
}
