import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const fakeVersion = path.join(root, 'tests/support/fake-node-version.ts');

function asNode(version: string | undefined, command: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (version) {
    env.FAKE_NODE_VERSION = version;
    env.NODE_OPTIONS = `--import=${fakeVersion}`;
  }
  return spawnSync(command, args, { cwd: root, env, encoding: 'utf8', timeout: 20_000 });
}

describe('scripts/check-node.mjs', () => {
  it('says nothing and exits 0 on this Node', () => {
    const result = asNode(undefined, process.execPath, ['scripts/check-node.mjs']);
    expect(result.status).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it.each(['22.17.0', '24.0.0'])('accepts Node %s', (version) => {
    expect(asNode(version, process.execPath, ['scripts/check-node.mjs']).status).toBe(0);
  });

  it.each(['20.20.2', '22.16.1', '18.0.0'])('refuses Node %s with one line', (version) => {
    const result = asNode(version, process.execPath, ['scripts/check-node.mjs']);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`This project needs Node.js 22.17 or newer (found ${version})\n`);
  });

  it.each(['start', 'test', 'run dev'])('runs before `npm %s` loads any .ts file', (script) => {
    const result = asNode('20.20.2', 'npm', script.split(' '));
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('This project needs Node.js 22.17 or newer (found 20.20.2)\n');
    expect(result.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
  });
});
