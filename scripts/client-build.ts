import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readFirmDetails } from '../src/shared/catalog/firm.ts';
import { newestModification } from './newest-modification.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Written last by the build, so a build that failed half-way counts as stale.
const builtIndex = path.join(root, 'dist/prerendered/pages.json');
/** The firm's details the build put into the client and its pages (FIRM_*), written after pages.json. */
export const builtFirmFile = path.join(root, 'dist/prerendered/firm.json');
const clientInputs = [
  'index.html',
  'vite.config.ts',
  'postcss.config.cjs',
  'package-lock.json',
  'public',
  'src/client',
  'src/shared',
  'scripts/build.ts',
  'scripts/build',
];

/**
 * The stamp of the firm's details an environment's FIRM_* give; null when a value is bad, so
 * the build is not tried with it and the server's config check refuses to start, naming it.
 */
export function firmStamp(environment: Record<string, string | undefined>): string | null {
  try {
    return JSON.stringify(readFirmDetails(environment));
  } catch {
    return null;
  }
}

/** Whether the client was built with other FIRM_* values than these (or its stamp is missing). */
export function firmStampDiffers(built: string | null, current: string | null): boolean {
  return current !== null && built !== current;
}

/**
 * True when dist/client is missing, older than any file the client is built from, or built
 * with other FIRM_* values than this process has.
 */
export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  const builtFirm = existsSync(builtFirmFile) ? readFileSync(builtFirmFile, 'utf8') : null;
  return (
    firmStampDiffers(builtFirm, firmStamp(process.env)) ||
    clientInputs.some((input) => newestModification(path.join(root, input)) > builtAt)
  );
}

/** Builds the client (scripts/build.ts: Vite, prerendered pages, compressed copies) when missing or stale. */
export function ensureClientBuild(): void {
  if (firmStamp(process.env) === null || !clientBuildIsStale()) return;
  process.stdout.write('Building the client (dist/client is missing or stale)...\n');
  // Always the production build: under the tests NODE_ENV is 'test', which would bundle React's
  // development build, and a later `npm start` would serve it as up to date.
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The client build failed');
}
