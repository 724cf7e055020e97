import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PrerenderEntry from '../../src/client/prerender.tsx';
import {
  chunkFiles,
  entryKey,
  pageLoaderKey,
  pageModuleKey,
  readViteManifest,
  type ViteManifest,
} from './vite-manifest.ts';

/**
 * dist/prerendered/pages.json: the file the server sends for each public path (and, with
 * status 404, for any unknown one), and the page's module, by which `npm run bench` finds
 * its chunks in Vite's manifest.
 */
export type PrerenderedPages = {
  pages: { path: string; file: string; module: string }[];
  notFound: string;
  /** Vite's index.html with the CRM's chunks and styles linked, for the CRM to render into. */
  crm: string;
};

/** The CRM's chunk, which main.tsx imports lazily. */
const crmEntryKey = 'src/client/CrmEntry.tsx';

/** The path the 404 page is rendered at: any path no route matches. */
const notFoundRenderPath = '/404';

/** React writes the tags it hoists (<title>, <meta>, <link>) ahead of the page; they belong in <head>. */
const stylesheetLink = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

const hoistedTags = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/>)*/;

const moduleScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const modulePreload = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A prerendered page's module script and preloads (Vite's for the entry, `pageModules` for the
 * page's chunk), replaced by the loader's tag, which adds them once the page has painted:
 * fetched and compiled beside the first layout, they held the first paint back (and Lighthouse's
 * simulated phone then charged their download to the first paint).
 */
function loadAfterFirstPaint(html: string, manifest: ViteManifest, pageModules: string[]): string {
  const [loaderFile] = chunkFiles(manifest, pageLoaderKey).js;
  const entry = moduleScript.exec(html)?.[1];
  if (!loaderFile || !entry) throw new Error("Vite's build has no loader or index.html no module script");
  const modules = [...[...html.matchAll(modulePreload)].flatMap((match) => match[1] ?? []), ...pageModules];
  return html
    .replace(
      moduleScript,
      () =>
        `<script defer src="/${loaderFile}" data-entry="${entry}" data-modules="${modules.join(' ')}"></script>`,
    )
    .replace(modulePreload, '');
}

function fileNameFor(pagePath: string): string {
  return pagePath === '/' ? 'index.html' : `${pagePath.slice(1).replaceAll('/', '-')}.html`;
}

/**
 * Renders every public page, and the 404 page, into dist/prerendered/ with the server-side
 * build of the client (dist/ssr): Vite's index.html with the page's markup in #root, its
 * title and description in <head>, its chunk's modules listed with the entry's for the loader
 * to fetch together once the page has painted (loadAfterFirstPaint), and all the CSS it needs
 * inlined: a stylesheet would be one more request the first paint waits for, and later pages
 * come by client-side navigation, so a cached stylesheet would rarely be used again. Each
 * inlined stylesheet keeps a disabled link (which the browser does not fetch): Vite's preload
 * helper looks for a stylesheet's link before a lazily loaded chunk adds it, and without one it
 * loaded the entry's styles again after the page's, where Mantine's base rules undid the
 * page's (the tabs lost their padding).
 * Writes pages.json last: the server reads it.
 */
export async function prerenderPages({
  clientDir,
  ssrEntry,
  outDir,
}: {
  clientDir: string;
  ssrEntry: string;
  outDir: string;
}): Promise<PrerenderedPages> {
  const { renderPage, sitePages } = (await import(pathToFileURL(ssrEntry).href)) as typeof PrerenderEntry;
  const manifest = readViteManifest(clientDir);
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const loadedByEntry = chunkFiles(manifest, entryKey);

  async function prerender(url: string, pageModule: string | undefined, fileName: string) {
    const rendered = await renderPage(url);
    const pageHead = hoistedTags.exec(rendered)?.[0] ?? '';
    const markup = rendered.slice(pageHead.length);
    const stylesheets: string[] = [];
    const pageModules: string[] = [];
    if (pageModule) {
      const { js, css } = chunkFiles(manifest, pageModuleKey(pageModule));
      for (const file of css) {
        if (!loadedByEntry.css.has(file))
          stylesheets.push(`<link rel="stylesheet" crossorigin href="/${file}">`);
      }
      for (const file of js) if (!loadedByEntry.js.has(file)) pageModules.push(`/${file}`);
    }
    const html = loadAfterFirstPaint(template, manifest, pageModules)
      .replace(/<!--page-head-->[\s\S]*?<!--\/page-head-->/, () => pageHead)
      .replace('</head>', () => `${stylesheets.join('')}</head>`)
      .replace(
        stylesheetLink,
        (_link, file: string) =>
          `<style>${readFileSync(path.join(clientDir, file), 'utf8')}</style><link rel="stylesheet" href="/${file}" disabled>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
    if (!pageHead.includes('<title>')) throw new Error(`The page at ${url} rendered no <title>`);
    // The CSP allows no inline script, and React only writes one for a part it had to wait for.
    if (/<script|<template/.test(markup)) throw new Error(`The page at ${url} rendered an inline script`);
    writeFileSync(path.join(outDir, fileName), html);
    return fileName;
  }

  /**
   * The CRM stays rendered in the browser, but its page links the CRM's chunks and styles so
   * they download beside the entry instead of after it has run.
   */
  function crmShell(fileName: string) {
    const { js, css } = chunkFiles(manifest, crmEntryKey);
    const links = [
      ...[...css]
        .filter((file) => !loadedByEntry.css.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...js]
        .filter((file) => !loadedByEntry.js.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    writeFileSync(
      path.join(outDir, fileName),
      template.replace('</head>', () => `${links.join('')}</head>`),
    );
    return fileName;
  }

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const result: PrerenderedPages = { pages: [], notFound: '', crm: crmShell('crm.html') };
  for (const { path: pagePath, module } of sitePages) {
    result.pages.push({
      path: pagePath,
      file: await prerender(pagePath, module, fileNameFor(pagePath)),
      module,
    });
  }
  result.notFound = await prerender(notFoundRenderPath, undefined, '404.html');
  writeFileSync(path.join(outDir, 'pages.json'), `${JSON.stringify(result, null, 2)}\n`);
  return result;
}
