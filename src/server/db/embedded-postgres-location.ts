import { createHash } from 'node:crypto';
import path from 'node:path';

/** Where the embedded PostgreSQL's binaries and clusters live when the server runs as root. */
export const systemFolder = '/var/lib/ndis-consultancy';

export type ClusterLocation = {
  /** The cluster's own folder (PGDATA). */
  clusterDir: string;
  /** The folder made for this cluster under systemFolder, owned by the postgres user; unset when the cluster lives in DATA_DIR. */
  ownFolder?: string;
};

/**
 * Where the embedded cluster of a DATA_DIR (its real, absolute path) lives.
 *
 * As an ordinary user, PostgreSQL runs as that user: the cluster is `DATA_DIR/postgres`.
 * As root, PostgreSQL runs as the `postgres` user, which may not enter the user's folders (a
 * clone in root's mode-700 home), and we never loosen those. So the cluster gets a folder of
 * its own, `/var/lib/ndis-consultancy/<first 16 hex digits of SHA-256 of DATA_DIR>/postgres`:
 * one per DATA_DIR, found again at every start. A cluster an earlier version made in
 * `DATA_DIR/postgres` while running as root stays where it is.
 */
export function clusterLocation(
  dataDir: string,
  options: { asRoot: boolean; clusterInDataDir: boolean },
): ClusterLocation {
  const inDataDir = path.join(dataDir, 'postgres');
  if (!options.asRoot || options.clusterInDataDir) return { clusterDir: inDataDir };
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const ownFolder = path.join(systemFolder, key);
  return { clusterDir: path.join(ownFolder, 'postgres'), ownFolder };
}
