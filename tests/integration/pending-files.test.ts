import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { createFileStore } from '../../src/server/storage/create-file-store.ts';
import type { FileStore } from '../../src/server/storage/file-store.ts';
import { PENDING_FILE_DAYS, sweepPendingFiles } from '../../src/server/storage/pending-files.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { pdfBytes, uploadDocument } from '../support/documents.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { signedInStaff } from '../support/staff.ts';

const MiB = 1024 * 1024;

async function exists(files: FileStore, key: string): Promise<boolean> {
  const file = await files.get(key);
  file?.body.destroy();
  return file !== null;
}

describe.each(['postgres', 's3'] as const)('files no record kept, in the %s store', (kind) => {
  let s3: S3TestServer | undefined;
  let server: TestApp;

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3Server() : undefined;
    const settings = s3?.settings;
    server = await startTestApp({
      env: settings
        ? {
            S3_BUCKET: settings.bucket,
            S3_ENDPOINT: settings.endpoint!,
            S3_ACCESS_KEY_ID: settings.credentials!.accessKeyId,
            S3_SECRET_ACCESS_KEY: settings.credentials!.secretAccessKey,
            S3_FORCE_PATH_STYLE: 'true',
          }
        : {},
    });
  });
  afterAll(async () => {
    await server.close();
    await s3?.close();
  });

  it('removes a file a day after its upload when no record keeps it, and never a file a record keeps', async () => {
    const api = await signedInStaff(server);
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name: 'Pending Care' });
    await em.flush();
    const files = createFileStore(server.database.orm, server.config);
    const pendingKeys = async () =>
      (await em.fork().execute<{ key: string }[]>('select key from pending_files')).map((row) => row.key);

    // What a crash between an upload and its record leaves: the file, and no record.
    const orphan = await files.put(Readable.from([pdfBytes('orphan')]), MiB);
    const response = await uploadDocument(
      server,
      api,
      { subject: 'account', subjectId: account.id, type: 'audit_report' },
      pdfBytes('kept'),
      'Kept.pdf',
    );
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    const [kept] = await em.execute<{ file_key: string }[]>(
      'select file_key from document_versions where document_id = ?',
      [id],
    );
    const keptKey = kept?.file_key ?? '';
    // The document's transaction took its file's note away; the orphan's stays.
    expect(await pendingKeys()).toEqual([orphan.key]);
    // A note left on a file a record keeps (a save that missed its note) never costs the file.
    await em.execute('insert into pending_files (key, created_at) values (?, now())', [keptKey]);

    expect(await sweepPendingFiles(em.fork(), files, new Date())).toBe(0);
    expect(await exists(files, orphan.key)).toBe(true);

    const dayLater = new Date(Date.now() + PENDING_FILE_DAYS * 24 * 60 * 60 * 1000 + 60_000);
    expect(await sweepPendingFiles(em.fork(), files, dayLater)).toBe(1);
    expect(await exists(files, orphan.key)).toBe(false);
    expect(await exists(files, keptKey)).toBe(true);
    expect(await pendingKeys()).toEqual([]);
  });
});
