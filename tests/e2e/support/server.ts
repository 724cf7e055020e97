import { inject } from 'vitest';
import type { E2eServer } from './global-setup.ts';

/**
 * The e2e server of this test file's worker. The global setup starts one per worker, and
 * VITEST_POOL_ID (1 to maxWorkers) names the worker, which runs one file at a time: so a file has
 * its server to itself, as when every file ran in turn against one server.
 */
export function e2eServer(): E2eServer {
  const servers = inject('servers');
  const server = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
  if (!server) throw new Error('The global setup started no e2e server');
  return server;
}
