/**
 * `npm start`'s first step, in a process of its own (scripts/start.mjs): builds the client
 * (scripts/client-build.ts) and bundles the server (scripts/build/server-bundle.ts) when either
 * is missing or older than what it is built from.
 */
import { ensureServerBundle } from './build/server-bundle.ts';
import { ensureClientBuild } from './client-build.ts';

ensureClientBuild();
await ensureServerBundle();
