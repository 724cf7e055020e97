import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../support/api-client.ts';
import { killProductionServer, staffHeaders, type ProductionServer } from '../support/production-server.ts';
import { serverProcessesOnTestDatabase } from '../support/server-processes.ts';

const hook = path.resolve(import.meta.dirname, '../support/loaded-modules-hook.mjs');
// Our sources, not a package's own src/ folder.
const sources = pathToFileURL(path.resolve(import.meta.dirname, '../../src')).href;

/**
 * `npm start` runs the server's bundle (dist/server, built by scripts/build/server-bundle.ts):
 * the server answers from it, reads and writes through MikroORM inside it, and loads no
 * TypeScript at all, so Node's type stripper never enters its memory.
 */
describe('the server as npm start runs it', () => {
  const servers = serverProcessesOnTestDatabase();
  let server: ProductionServer;
  let workDir: string;
  let loadedFile: string;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'ndis-bundle-'));
    loadedFile = path.join(workDir, 'loaded-modules');
    server = await servers.start({ LOADED_MODULES_FILE: loadedFile }, ['--import', hook]);
  });
  afterAll(async () => {
    await killProductionServer(server);
    await rm(workDir, { recursive: true, force: true });
  });

  it('serves the site and the CRM from the bundle', async () => {
    const page = await fetch(`${server.url}/ndis-audits`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<!doctype html>');

    const { client } = createApiClient(server.url, {
      origin: server.url,
      headers: await staffHeaders(servers.orm(), server.url),
    });
    const account = await client.accounts.create.mutate({
      name: 'Bundled Care',
      accountType: 'small_business',
    });
    const found = await client.accounts.list.query({ search: 'Bundled Care' });
    expect(found.items.map((item) => item.id)).toEqual([account.id]);
  });

  // scripts/start.mjs starts itself again with glibc's malloc settings: the process npm start
  // made (the same pid) runs with them.
  it('runs with fewer malloc arenas, in the same process', async () => {
    const environment = (await readFile(`/proc/${server.child.pid}/environ`, 'utf8')).split('\0');
    expect(environment).toEqual(
      expect.arrayContaining([
        'MALLOC_ARENA_MAX=2',
        'MALLOC_TRIM_THRESHOLD_=131072',
        'MALLOC_MMAP_THRESHOLD_=131072',
      ]),
    );
  });

  it('loads the bundle and no TypeScript', async () => {
    const loaded = (await readFile(loadedFile, 'utf8')).trim().split('\n');
    expect(loaded).toContainEqual(expect.stringMatching(/\/dist\/server\/main\.mjs$/));
    expect(loaded.filter((url) => /\.[cm]?ts$/.test(url) || url.startsWith(`${sources}/`))).toEqual([]);
  });

  // V8 keeps a module's source for lazy compiling, at two bytes a character for the whole file
  // when one character is not ASCII: one name in a licence comment doubled main.mjs's 3.9 MiB.
  it('loads bundle files that are ASCII only', async () => {
    const bundleFiles = (await readFile(loadedFile, 'utf8'))
      .trim()
      .split('\n')
      .filter((url) => url.includes('/dist/server/'));
    expect(bundleFiles.length).toBeGreaterThan(0);
    for (const url of bundleFiles) {
      const source = await readFile(new URL(url));
      expect({ url, nonAscii: source.findIndex((byte) => byte > 0x7f) }).toEqual({ url, nonAscii: -1 });
    }
  });
});
