import { describe, expect, it } from 'vitest';
import { clusterLocation, systemFolder } from '../../src/server/db/embedded-postgres-location.ts';

describe('clusterLocation', () => {
  it('keeps the cluster in DATA_DIR/postgres for an ordinary user', () => {
    expect(clusterLocation('/home/ann/app/.data', { asRoot: false, clusterInDataDir: false })).toEqual({
      clusterDir: '/home/ann/app/.data/postgres',
    });
  });

  it('gives root a folder of its own under /var/lib, named by a hash of DATA_DIR', () => {
    const location = clusterLocation('/root/app/.data', { asRoot: true, clusterInDataDir: false });
    expect(systemFolder).toBe('/var/lib/ndis-consultancy');
    expect(location.ownFolder).toMatch(/^\/var\/lib\/ndis-consultancy\/[0-9a-f]{16}$/);
    expect(location.clusterDir).toBe(`${location.ownFolder}/postgres`);
  });

  it('finds the same folder for the same DATA_DIR and another for another DATA_DIR', () => {
    const first = clusterLocation('/root/app/.data', { asRoot: true, clusterInDataDir: false });
    const again = clusterLocation('/root/app/.data', { asRoot: true, clusterInDataDir: false });
    const other = clusterLocation('/root/other/.data', { asRoot: true, clusterInDataDir: false });
    expect(again).toEqual(first);
    expect(other.ownFolder).not.toBe(first.ownFolder);
  });

  it('leaves a cluster that root already has in DATA_DIR where it is', () => {
    expect(clusterLocation('/srv/app/.data', { asRoot: true, clusterInDataDir: true })).toEqual({
      clusterDir: '/srv/app/.data/postgres',
    });
  });
});
