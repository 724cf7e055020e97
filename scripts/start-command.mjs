import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Node's compile cache: filled when the server's bundle is built, read by `npm start`. */
export const compileCacheDir = path.join(root, 'node_modules/.cache/node-compile-cache');

/** `npm start`'s command without npm (package.json): node's flags, such as its heap caps, then the script. */
export function startCommand() {
  const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const [, ...args] = packageJson.scripts.start.split(' ');
  return args;
}

/** The flags alone, without the script. */
export function startNodeFlags() {
  return startCommand().filter((argument) => argument.startsWith('--'));
}
