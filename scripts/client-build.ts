import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// Written last by the build, so a build that failed half-way counts as stale.
const builtIndex = path.join(root, 'dist/prerendered/pages.json');
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

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** True when dist/client is missing or older than any file the client is built from. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(builtIndex)) return true;
  const builtAt = statSync(builtIndex).mtimeMs;
  return clientInputs.some((input) => newestModification(path.join(root, input)) > builtAt);
}

/** Builds the client (scripts/build.ts: Vite, prerendered pages, compressed copies) when missing or stale. */
export function ensureClientBuild(): void {
  if (!clientBuildIsStale()) return;
  process.stdout.write('Building the client (dist/client is missing or stale)...\n');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build.ts'), '--quiet'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The client build failed');
}
