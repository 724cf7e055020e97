// Runs before `npm start`, `npm run dev`, `npm test` and `npm run test:e2e` (their npm `pre`
// scripts). Plain JavaScript on purpose: an older Node cannot load our .ts files and would
// only print a stack.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import { URL } from 'node:url';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const range = packageJson.engines.node;
const required = /^>=(\d+)\.(\d+)$/.exec(range);
if (!required) throw new Error(`scripts/check-node.mjs reads only ">=major.minor" engines, not "${range}"`);

const found = process.versions.node;
const [major, minor] = found.split('.').map(Number);
const [requiredMajor, requiredMinor] = [Number(required[1]), Number(required[2])];
if (major < requiredMajor || (major === requiredMajor && minor < requiredMinor)) {
  process.stderr.write(
    `This project needs Node.js ${requiredMajor}.${requiredMinor} or newer (found ${found})\n`,
  );
  process.exit(1);
}
