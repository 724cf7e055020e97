import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Jobs } from '../../src/server/jobs/jobs.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { finishedImport, uploadCsv } from '../support/csv-import.ts';
import { signedInStaff } from '../support/staff.ts';

describe('CSV import with JOBS=off', () => {
  let server: TestApp;
  let worker: Jobs | null = null;

  /** A worker process's job queue (`npm run worker`) on the server's database. */
  function startWorker() {
    const logger = pino({ level: 'silent' });
    const config = { ...server.config, workJobs: true };
    return startJobs({ orm: server.database.orm, config, mailer: createMailer(config, logger), logger });
  }

  beforeAll(async () => {
    server = await startTestApp({ env: { JOBS: 'off', RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
  });
  afterAll(async () => {
    await worker?.stop();
    await server.close();
  });

  it('is only queued by the web instance and run by a worker on the same database', async () => {
    // The sign-up's confirmation mail needs a worker too; then none runs until the import is queued.
    const mailWorker = await startWorker();
    const staff = await signedInStaff(server);
    await mailWorker.stop();
    const upload = await uploadCsv(
      server,
      staff,
      'contacts',
      'First name,Last name,Email\nWei,Worker,wei@example.com\nXia,Worker,\n',
    );
    const { id } = (await upload.json()) as { id: string };
    const uploaded = await staff.client.imports.byId.query({ id });
    const queued = await staff.client.imports.start.mutate({
      id,
      mapping: uploaded.mapping,
      upsertKey: 'email',
      createMissingAccounts: false,
    });
    expect(queued.status).toBe('queued');
    expect(await staff.client.imports.byId.query({ id })).toMatchObject({
      status: 'queued',
      processedRows: 0,
    });

    const logger = pino({ level: 'silent' });
    const config = { ...server.config, workJobs: true };
    worker = await startJobs({
      orm: server.database.orm,
      config,
      mailer: createMailer(config, logger),
      logger,
    });
    expect(await finishedImport(staff, id)).toMatchObject({ status: 'done', importedRows: 2, failedRows: 0 });
  });
});
