/**
 * `npm run dev`: the API server (restarted on change by node --watch) and Vite's
 * dev server with hot reload, which proxies /trpc to the API. Open http://localhost:5173.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const viteUrl = 'http://localhost:5173';
const env = { ...process.env, NODE_ENV: 'development', APP_URL: process.env.APP_URL ?? viteUrl };

const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.once('SIGINT', stopAll);
process.once('SIGTERM', stopAll);
for (const child of children) child.once('exit', stopAll);
