import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { createFileStore } from '../../src/server/storage/create-file-store.ts';
import { PENDING_FILE_DAYS, sweepPendingFiles } from '../../src/server/storage/pending-files.ts';
import { killProductionServer } from '../support/production-server.ts';
import { acceptProposal } from '../support/quotes.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { serverProcessesOnTestDatabase } from '../support/server-processes.ts';

/**
 * kill -9 of the server while an accepted quote's PDF job is writing its file: the job is taken
 * up again after a restart and makes the quote's document once, and the file the killed run
 * started is noted as pending, so the cleanup can tell it from the kept one.
 */
describe('the quote PDF job of a server killed mid-run', () => {
  let s3: S3TestServer;
  const servers = serverProcessesOnTestDatabase();
  const { sql } = servers;

  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await servers.killAll();
    await s3.close();
  });

  it('is run again after a restart and stores the PDF once', { timeout: 180_000 }, async () => {
    servers.showLogsOnFailure();
    const { bucket, endpoint, credentials } = s3.settings;
    const env = {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint ?? '',
      S3_ACCESS_KEY_ID: credentials?.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: credentials?.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      // The shortest heartbeat pg-boss takes: the killed run's job is retried within about 15 s.
      JOB_HEARTBEAT_SECONDS: '10',
    };
    const first = await servers.start(env);
    // The store stops answering: the job's upload hangs, the job stays active.
    s3.freeze();
    const { quote } = await acceptProposal(
      { url: first.url, origin: first.url, orm: servers.orm() },
      'jane.crash@example.com',
      'Crash Care',
    );
    const activeJobs = async () =>
      (
        await sql<{ count: number }>(
          `select count(*)::int as count from pgboss.job where name = 'quote-pdf-document' and state = 'active'`,
        )
      )[0]?.count;
    const notes = async () =>
      (await sql<{ key: string }>('select key from pending_files')).map((row) => row.key);
    for (let waited = 0; (await activeJobs()) === 0 || (await notes()).length === 0; waited += 100) {
      if (waited > 30_000) throw new Error('the PDF job did not start writing its file');
      await sleep(100);
    }
    const [killedKey] = await notes();
    await killProductionServer(first);
    s3.thaw();

    await servers.start(env);
    const documents = () =>
      sql<{ file_key: string }>(
        `select v.file_key from documents d join document_versions v on v.document_id = d.id
          where d.quote_id = ? and d.type = 'quote'`,
        [quote.id],
      );
    await expect.poll(async () => (await documents()).length, { timeout: 120_000, interval: 500 }).toBe(1);
    const [kept] = await documents();
    expect(kept?.file_key).not.toBe(killedKey);
    // Only the killed run's note is left: the document took its own file's away.
    expect(await notes()).toEqual([killedKey]);

    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: servers.databaseUrl(), ...env });
    const files = createFileStore(servers.orm(), config);
    const pdf = await files.get(kept?.file_key ?? '');
    pdf?.body.destroy();
    expect(pdf?.size).toBeGreaterThan(1000);
    const dayLater = new Date(Date.now() + PENDING_FILE_DAYS * 24 * 60 * 60 * 1000 + 60_000);
    await sweepPendingFiles(servers.orm().em.fork(), files, dayLater);
    expect(await notes()).toEqual([]);
    const after = await files.get(kept?.file_key ?? '');
    after?.body.destroy();
    expect(after?.size).toBe(pdf?.size);
  });
});
