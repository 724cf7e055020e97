import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/server/config.ts';

export type S3TestServer = {
  settings: S3Settings;
  directory: string;
  /** Stops the server's process (SIGSTOP): it takes connections and answers nothing until `thaw`. */
  freeze: () => void;
  thaw: () => void;
  close: () => Promise<void>;
};

/** Started in a child process so that its memory is not counted as the app's. */
const SERVER = `
const S3rver = require('s3rver');
const [directory, bucket] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  .run()
  .then(({ port }) => process.stdout.write(port + '\\n'));
`;

/**
 * A real S3 protocol server (s3rver: objects in a temporary folder) on a free loopback port, with
 * one bucket, and the settings that reach it (s3rver's fixed keys, path-style addressing).
 */
export async function startS3Server(bucket = 'documents'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const child = spawn(process.execPath, ['-e', SERVER, directory, bucket], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const port = Number(line.toString().trim());
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    directory,
    freeze: () => void child.kill('SIGSTOP'),
    thaw: () => void child.kill('SIGCONT'),
    close: async () => {
      child.kill('SIGCONT');
      child.kill();
      await once(child, 'exit');
      await rm(directory, { recursive: true, force: true });
    },
  };
}
