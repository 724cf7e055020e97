import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Task } from '../../src/server/db/entities/task.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import {
  cookieOf,
  downloadDocument,
  pdfBytes,
  pngBytes,
  uploadDocument,
  uploadVersion,
} from '../support/documents.ts';
import { startS3Server, type S3TestServer } from '../support/s3-server.ts';
import { signedInStaff } from '../support/staff.ts';

type Uploaded = { id: string; title: string; fileName: string; contentType: string; version: number };

function dayFrom(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('documents', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let colleague: Awaited<ReturnType<typeof signedInStaff>>;
  let accountId: string;
  let onAccount: Record<string, string>;

  async function upload(body: Buffer, name: string, query: Record<string, string> = {}): Promise<Uploaded> {
    const response = await uploadDocument(server, api, { ...onAccount, ...query }, body, name);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Uploaded;
  }

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair');
    colleague = await signedInStaff(server, 'Sam', 'Okafor');
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name: 'Harbour Disability Services' });
    await em.flush();
    accountId = account.id;
    onAccount = { subject: 'account', subjectId: accountId, type: 'policy' };
  });
  afterAll(async () => {
    await server.close();
  });

  it('uploads files to an account, titled by their names, typed by their bytes, listed on the account', async () => {
    const policy = await upload(pdfBytes(), 'Incident management policy.pdf', {
      expiresOn: dayFrom(businessToday(), 30),
      notes: 'Board approved',
    });
    expect(policy).toMatchObject({
      title: 'Incident management policy',
      fileName: 'Incident management policy.pdf',
      contentType: 'application/pdf',
      version: 1,
      subject: 'account',
      subjectName: 'Harbour Disability Services',
      createdByName: 'Priya Nair',
      notes: 'Board approved',
    });
    const scan = await upload(pngBytes(), 'scan.pdf', { type: 'insurance_certificate' });
    // A browser sends a file of a type it does not know with no Content-Type at all.
    const untyped = await fetch(
      `${server.url}/documents?${new URLSearchParams({ ...onAccount, name: 'untyped.pdf' })}`,
      {
        method: 'POST',
        headers: { cookie: cookieOf(api), origin: server.config.appUrl.origin },
        body: new Uint8Array(pdfBytes()),
      },
    );
    expect(untyped.status).toBe(200);
    await api.client.documents.delete.mutate({ id: ((await untyped.json()) as Uploaded).id });
    expect(scan).toMatchObject({ fileName: 'scan.png', contentType: 'image/png', title: 'scan' });

    const listed = await api.client.documents.list.query({ subject: 'account', subjectId: accountId });
    expect(listed.items.map((item) => item.id)).toEqual([scan.id, policy.id]);
    const expiring = await api.client.documents.list.query({ expiringSoon: true });
    expect(expiring.items.map((item) => item.id)).toEqual([policy.id]);
    const certificates = await api.client.documents.list.query({ type: 'insurance_certificate' });
    expect(certificates.items.map((item) => item.id)).toEqual([scan.id]);
    expect(await api.client.documents.count.query({ subject: 'account' })).toEqual({
      total: 2,
      totalIs: 'exact',
    });
  });

  it('finds documents by title and by the name of their record, after a rename too', async () => {
    const letter = await upload(Buffer.from('Dear provider,\nplease find attached.'), 'Cover letter.txt');
    expect(letter.contentType).toBe('text/plain');
    expect((await api.client.documents.list.query({ search: 'cover let' })).items.map((i) => i.id)).toEqual([
      letter.id,
    ]);
    const em = server.database.orm.em.fork();
    await em.nativeUpdate(Account, { id: accountId }, { name: 'Bayside Supports' });
    const byRecord = await api.client.documents.list.query({ search: 'bayside', sort: 'title' });
    expect(byRecord.items.map((item) => item.title)).toEqual([
      'Cover letter',
      'Incident management policy',
      'scan',
    ]);
  });

  it('refuses what is not an allowed type, whatever its name: HTML, SVG, scripts, unknown binaries', async () => {
    const refused = [
      [Buffer.from('<!doctype html><script>alert(1)</script>'), 'page.html'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'logo.svg'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.png'],
      [Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]), 'tool.pdf'],
      [Buffer.alloc(0), 'empty.txt'],
    ] as const;
    for (const [body, name] of refused) {
      const response = await uploadDocument(server, api, onAccount, body, name);
      expect(response.status, name).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('only PDF, images');
    }
    expect((await api.client.documents.count.query({ search: 'logo' })).total).toBe(0);
  });

  it('serves files as attachments with nosniff and a strict CSP; only PDF and raster images inline', async () => {
    const pdf = (await api.client.documents.list.query({ search: 'incident' })).items[0]!;
    const download = await downloadDocument(server, api, pdf.id);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Incident management policy.pdf"/,
    );
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(download.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await download.arrayBuffer())).toEqual(pdfBytes());
    const preview = await downloadDocument(server, api, pdf.id, '?preview=1');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);

    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'notes.txt');
    expect(html.contentType).toBe('text/plain');
    const text = await downloadDocument(server, api, html.id, '?preview=1');
    expect(text.headers.get('content-type')).toBe('text/plain');
    expect(text.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('cleans file names: no folders, no control characters, the sniffed extension', async () => {
    const named = await upload(pdfBytes(), '../../etc/pass\u0000wd\r\n".pdf.exe');
    expect(named.fileName).toBe('pass wd .pdf.pdf');
    const download = await downloadDocument(server, api, named.id);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="pass wd .pdf.pdf"; filename*=UTF-8''pass%20wd%20.pdf.pdf`,
    );
    await api.client.documents.delete.mutate({ id: named.id });
  });

  it('keeps every version: a new one replaces the current file and the older ones stay listed', async () => {
    const first = await upload(pdfBytes('v1'), 'Complaints procedure.pdf', { type: 'procedure' });
    const response = await uploadVersion(
      server,
      api,
      first.id,
      pdfBytes('v2'),
      'Complaints procedure v2.pdf',
    );
    expect(response.status).toBe(200);
    const detail = await api.client.documents.byId.query({ id: first.id });
    expect(detail).toMatchObject({
      version: 2,
      fileName: 'Complaints procedure v2.pdf',
      title: 'Complaints procedure',
    });
    expect(detail.versions.map((version) => [version.number, version.fileName])).toEqual([
      [2, 'Complaints procedure v2.pdf'],
      [1, 'Complaints procedure.pdf'],
    ]);
    expect(Buffer.from(await (await downloadDocument(server, api, first.id)).arrayBuffer())).toEqual(
      pdfBytes('v2'),
    );
    const old = await downloadDocument(server, api, first.id, '?version=1');
    expect(Buffer.from(await old.arrayBuffer())).toEqual(pdfBytes('v1'));
    expect((await downloadDocument(server, api, first.id, '?version=3')).status).toBe(404);

    const history = await api.client.history.list.query({ recordType: 'documents', recordId: first.id });
    expect(history.map((entry) => entry.action)).toContain('update');
    expect(JSON.stringify(history)).toContain('Complaints procedure v2.pdf');
  });

  it('edits, deletes with the kit’s rule and Undo, and then serves nothing of a deleted document', async () => {
    const mine = await upload(pdfBytes(), 'Worker screening register.pdf', { type: 'worker_screening' });
    const updated = await api.client.documents.update.mutate({
      id: mine.id,
      title: 'Screening register',
      type: 'worker_screening',
      expiresOn: null,
      notes: null,
      subject: 'account',
      subjectId: accountId,
    });
    expect(updated.title).toBe('Screening register');

    const refused = await rejectionOf(colleague.client.documents.delete.mutate({ id: mine.id }));
    expect(refused.data?.code).toBe('FORBIDDEN');
    await api.client.documents.delete.mutate({ id: mine.id });
    expect((await downloadDocument(server, api, mine.id)).status).toBe(404);
    expect((await uploadVersion(server, api, mine.id, pdfBytes(), 'again.pdf')).status).toBe(404);
    await api.client.documents.restore.mutate({ id: mine.id });
    expect((await downloadDocument(server, api, mine.id)).status).toBe(200);
  });

  it('refuses a file on a record that does not exist, and keeps nothing of it', async () => {
    const em = server.database.orm.em.fork();
    const [before] = await em.execute<{ count: number }[]>('select count(*)::int as count from stored_files');
    const response = await uploadDocument(
      server,
      api,
      { ...onAccount, subjectId: '00000000-0000-4000-8000-000000000000' },
      pdfBytes(),
      'orphan.pdf',
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'Account not found' });
    const [after] = await em.execute<{ count: number }[]>('select count(*)::int as count from stored_files');
    expect(after).toEqual(before);
  });

  it('refuses a file over 25 MB before reading it, and bad values by their field', async () => {
    const tooLarge = await uploadDocument(
      server,
      api,
      onAccount,
      Buffer.alloc(25 * 1024 * 1024 + 1, 'a'),
      'big.txt',
    );
    expect(tooLarge.status).toBe(413);
    const badType = await uploadDocument(server, api, { ...onAccount, type: 'invoice' }, pdfBytes(), 'x.pdf');
    expect(badType.status).toBe(400);
    expect(await badType.json()).toMatchObject({ fieldErrors: { type: 'Please choose a document type' } });
  });

  it('answers every route 401 without a session, before reading the body', async () => {
    const document = (await api.client.documents.list.query({})).items[0]!;
    expect((await uploadDocument(server, null, onAccount, pdfBytes(), 'x.pdf')).status).toBe(401);
    expect((await uploadVersion(server, null, document.id, pdfBytes(), 'x.pdf')).status).toBe(401);
    expect((await downloadDocument(server, null, document.id)).status).toBe(401);
    expect((await downloadDocument(server, api, 'not-an-id')).status).toBe(404);
    const pending = await fetch(`${server.url}/documents/${document.id}/file`, {
      headers: { cookie: cookieOf(api).replace(/=([^;]+)/, '=forged') },
    });
    expect(pending.status).toBe(401);
  });

  it('makes the compliance task 30 days before a document on an account expires: once, moved, removed, gone with the document and back with it', async () => {
    const em = server.database.orm.em.fork();
    const owned = em.create(Account, { name: 'Riverside Care', owner: colleague.me.id });
    await em.flush();
    const expiry = dayFrom(businessToday(), 100);
    const response = await uploadDocument(
      server,
      api,
      { subject: 'account', subjectId: owned.id, type: 'insurance_certificate', expiresOn: expiry },
      pdfBytes(),
      'Public liability.pdf',
    );
    const document = (await response.json()) as Uploaded;
    const tasksOf = () =>
      server.database.orm.em
        .fork()
        .find(Task, { document: document.id }, { orderBy: { createdAt: 'asc' }, filters: false });
    const values = {
      id: document.id,
      title: 'Public liability',
      type: 'insurance_certificate' as const,
      notes: null,
      subject: 'account' as const,
      subjectId: owned.id,
    };

    let tasks = await tasksOf();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({
      title: 'Document expires in 30 days: Public liability',
      dueDate: dayFrom(businessToday(), 70),
      automatic: 'document_expiry',
      status: 'open',
      deletedAt: null,
    });
    expect(tasks[0]?.assignee?.id).toBe(colleague.me.id);
    expect(tasks[0]?.account?.id).toBe(owned.id);

    await api.client.documents.update.mutate({ ...values, expiresOn: expiry });
    expect(await tasksOf()).toHaveLength(1);

    await api.client.documents.update.mutate({ ...values, expiresOn: dayFrom(businessToday(), 200) });
    tasks = await tasksOf();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.dueDate).toBe(dayFrom(businessToday(), 170));

    await api.client.documents.update.mutate({ ...values, expiresOn: null });
    tasks = await tasksOf();
    expect(tasks).toHaveLength(1);
    expect(tasks[0]?.deletedAt).not.toBeNull();

    await api.client.documents.update.mutate({ ...values, expiresOn: dayFrom(businessToday(), -5) });
    expect((await tasksOf()).filter((task) => !task.deletedAt)).toHaveLength(0);

    const second = await uploadDocument(
      server,
      api,
      { subject: 'account', subjectId: owned.id, type: 'worker_screening', expiresOn: expiry },
      pdfBytes(),
      'Screening.pdf',
    );
    expect(second.status).toBe(200);
    const onContact = await api.client.documents.list.query({ subject: 'account', subjectId: owned.id });
    expect(onContact.items).toHaveLength(2);
    const openTasks = () =>
      server.database.orm.em
        .fork()
        .count(Task, { account: owned.id, automatic: 'document_expiry', status: 'open' });
    expect(await openTasks()).toBe(1);

    const { id: secondId } = (await second.json()) as Uploaded;
    await api.client.documents.delete.mutate({ id: secondId });
    expect(await openTasks()).toBe(0);
    await api.client.documents.restore.mutate({ id: secondId });
    expect(await openTasks()).toBe(1);
    await api.client.documents.bulk.mutate({ ids: [secondId], action: 'delete' });
    expect(await openTasks()).toBe(0);
  });

  it('exports the list as CSV', async () => {
    const response = await fetch(
      `${server.url}/export/documents?input=${encodeURIComponent(JSON.stringify({ sort: 'title' }))}`,
      { headers: { cookie: cookieOf(api) } },
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain('Incident management policy');
    expect(csv).toContain('Complaints procedure v2.pdf');
  });
});

describe('documents in S3', () => {
  let s3: S3TestServer;
  let server: TestApp;

  beforeAll(async () => {
    s3 = await startS3Server();
    const { bucket, endpoint, credentials } = s3.settings;
    server = await startTestApp({
      env: {
        S3_BUCKET: bucket,
        S3_ENDPOINT: endpoint!,
        S3_ACCESS_KEY_ID: credentials!.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
  });

  it('stores the file in the bucket and downloads it by a signed link given only after the check', async () => {
    const api = await signedInStaff(server);
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name: 'Coastal Care' });
    await em.flush();
    const response = await uploadDocument(
      server,
      api,
      { subject: 'account', subjectId: account.id, type: 'audit_report' },
      pdfBytes('audit'),
      'Audit report.pdf',
    );
    const document = (await response.json()) as Uploaded;
    const [stored] = await em.execute<{ count: number }[]>('select count(*)::int as count from stored_files');
    expect(stored?.count).toBe(0);

    expect((await downloadDocument(server, null, document.id)).status).toBe(401);
    const redirect = await downloadDocument(server, api, document.id, '?preview=1');
    expect(redirect.status).toBe(303);
    const link = redirect.headers.get('location') ?? '';
    expect(link.startsWith(s3.settings.endpoint!)).toBe(true);
    expect(link).toContain('X-Amz-Expires=60');
    const file = await fetch(link);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="Audit report.pdf"/);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdfBytes('audit'));
  });
});
