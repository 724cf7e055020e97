import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/compliance.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { Document } from '../../src/server/db/entities/document.ts';
import { runEvidenceReminders } from '../../src/server/features/evidence-requests/reminders.ts';
import { startJobs } from '../../src/server/jobs/jobs.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';
import { pdfBytes, pngBytes } from '../support/documents.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';

type Staff = Awaited<ReturnType<typeof directStaff>>;

/** The private link's token in the newest mail to the address. */
function tokenOf(smtp: TestSmtp, to: string): string {
  const mail = smtp.messages.filter((message) => message.to.includes(to)).at(-1);
  const token = /\/evidence\/([A-Za-z0-9_-]+)/.exec(mail?.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`No evidence link mailed to ${to}`);
  return token;
}

/**
 * A test app of its own mailing through a loopback SMTP server, with a staff member, and the
 * steps the tests take: a request made, sent and its link read from the mail, a file uploaded.
 */
function useEvidenceApp(env: Record<string, string> = {}) {
  const world = {} as { smtp: TestSmtp; server: TestApp; dana: Staff };
  beforeAll(async () => {
    world.smtp = await startTestSmtp();
    world.server = await startTestApp({
      env: { SMTP_URL: world.smtp.url, MAIL_FROM: 'crm@ndis.example', ...env },
    });
    world.dana = await directStaff(world.server, 'staff');
  });
  afterAll(async () => {
    await world.dana.close();
    await world.server.close();
    await world.smtp.close();
  });
  const publicApi = () => createApiClient(world.server.url).client;

  const mailsTo = (to: string) => world.smtp.messages.filter((message) => message.to.includes(to));

  /** An account with a contact, and a request of two items to them, due in 20 days. */
  async function requestFor(name: string, email: string, ownerId: string | null = null) {
    const account = await world.dana.caller.accounts.create({ name, accountType: 'startup', ownerId });
    const contact = await world.dana.caller.contacts.create({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      accountId: account.id,
    });
    const request = await world.dana.caller.evidence_requests.create({
      title: `Verification audit for ${name}`,
      accountId: account.id,
      contactId: contact.id,
      dueDate: addDays(businessToday(), 20),
      items: [
        { title: 'Insurance certificate', standard: 'Core Module 2.3' },
        { title: 'Risk register <b>2026</b>', standard: null },
      ],
    });
    return { account, contact, request };
  }

  /** Sends the request and waits for its mail: answers the mailed token. */
  async function sendAndRead(requestId: string, email: string) {
    const before = mailsTo(email).length;
    const sent = await world.dana.caller.evidence_requests.send({ id: requestId });
    await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(before + 1);
    return { sent, token: tokenOf(world.smtp, email) };
  }

  function upload(token: string, itemId: string, body: Buffer, name: string) {
    return fetch(
      `${world.server.url}/evidence/${token}/items/${itemId}/files?name=${encodeURIComponent(name)}`,
      {
        method: 'POST',
        headers: { origin: world.server.config.appUrl.origin, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(body),
      },
    );
  }

  return { world, publicApi, mailsTo, requestFor, sendAndRead, upload };
}

describe('evidence requests: the mailed private link', () => {
  const { world, publicApi, mailsTo, requestFor, sendAndRead, upload } = useEvidenceApp();

  it('mails the contact a private link that opens the page, takes files, and follows the reviews', async () => {
    const { account, request } = await requestFor('Wattle & Gum Care', 'ada@wattle.example');
    const { sent, token } = await sendAndRead(request.id, 'ada@wattle.example');
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(token.length).toBeGreaterThanOrEqual(40);

    const [mail] = mailsTo('ada@wattle.example');
    expect(mail!.parsed.subject).toBe(`Documents for your audit: ${request.title}`);
    expect(mail!.parsed.text).toContain('NDIS Provider Support');
    expect(mail!.parsed.text).toContain('asks for 2 documents');
    expect(mail!.parsed.text).toContain(`http://localhost:3000/evidence/${token}`);
    expect(mail!.parsed.html).toContain('Wattle &#38; Gum Care');
    expect(mail!.parsed.html).not.toContain('Wattle & Gum');

    // Logged on the account like other mails.
    const activities = await world.dana.caller.activities.list({ subject: 'account', subjectId: account.id });
    expect(activities.map((activity) => activity.title)).toContain(
      `Email sent: evidence request '${request.title}'`,
    );

    const page = await publicApi().evidence.view.query({ token });
    expect(page).toEqual({
      title: request.title,
      accountName: 'Wattle & Gum Care',
      contactFirstName: 'Ada',
      dueDate: request.dueDate,
      items: request.items.map((item) => ({
        id: item.id,
        title: item.title,
        standard: item.standard,
        status: 'requested',
        staffComment: null,
        files: [],
      })),
    });

    const [insurance, register] = request.items;
    const uploaded = await upload(token, insurance!.id, pdfBytes('Insurance'), 'Insurance 2026.pdf');
    expect(uploaded.status).toBe(200);
    expect(await uploaded.json()).toMatchObject({ itemId: insurance!.id, status: 'received' });

    const em = world.server.database.orm.em.fork();
    const document = await em.findOneOrFail(Document, { evidenceItem: insurance!.id });
    expect(document).toMatchObject({
      type: 'evidence',
      title: 'Insurance 2026',
      contentType: 'application/pdf',
    });
    expect(document.account?.id).toBe(account.id);
    const onAccount = await world.dana.caller.documents.list({ subject: 'account', subjectId: account.id });
    expect(onAccount.items.map((row) => row.id)).toEqual([document.id]);

    const afterUpload = await publicApi().evidence.view.query({ token });
    expect(afterUpload.items[0]).toMatchObject({ status: 'received' });
    expect(afterUpload.items[0]!.files.map((file) => file.fileName)).toEqual(['Insurance 2026.pdf']);
    expect(afterUpload.items[0]!.files[0]!.uploadedAt).toBeInstanceOf(Date);
    const detail = await world.dana.caller.evidence_requests.byId({ id: request.id });
    expect(detail.progress).toEqual({ items: 2, received: 1, accepted: 0 });
    expect(detail.items[0]!.documents).toEqual([
      {
        id: document.id,
        title: 'Insurance 2026',
        fileName: 'Insurance 2026.pdf',
        createdAt: document.createdAt,
      },
    ]);

    // Rejected with a comment: the page shows it, and a new file makes the item received again.
    await expect(
      world.dana.caller.evidence_requests.review({
        itemId: insurance!.id,
        decision: 'rejected',
        comment: '  ',
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      cause: {
        issues: [
          expect.objectContaining({ path: ['comment'], message: 'Please say what is missing or wrong' }),
        ],
      },
    });
    const rejected = await world.dana.caller.evidence_requests.review({
      itemId: insurance!.id,
      decision: 'rejected',
      comment: 'This certificate expired in June.',
    });
    expect(rejected.items[0]).toMatchObject({
      status: 'rejected',
      staffComment: 'This certificate expired in June.',
    });
    expect((await publicApi().evidence.view.query({ token })).items[0]).toMatchObject({
      status: 'rejected',
      staffComment: 'This certificate expired in June.',
    });
    expect((await upload(token, insurance!.id, pngBytes(), 'renewed.png')).status).toBe(200);
    const again = await world.dana.caller.evidence_requests.byId({ id: request.id });
    expect(again.items[0]!.status).toBe('received');
    expect(again.items[0]!.documents.map((row) => row.fileName)).toEqual([
      'renewed.png',
      'Insurance 2026.pdf',
    ]);

    // Accepted: no more files for it.
    const accepted = await world.dana.caller.evidence_requests.review({
      itemId: insurance!.id,
      decision: 'accepted',
      comment: null,
    });
    expect(accepted.items[0]).toMatchObject({ status: 'accepted', staffComment: null });
    expect(accepted.progress).toEqual({ items: 2, received: 1, accepted: 1 });
    const refused = await upload(token, insurance!.id, pdfBytes(), 'again.pdf');
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: "'Insurance certificate' has been accepted already: no more files are needed for it.",
    });
    await expect(
      world.dana.caller.evidence_requests.review({
        itemId: register!.id,
        decision: 'accepted',
        comment: null,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    const history = await world.dana.caller.history.list({
      recordType: 'evidence_requests',
      recordId: request.id,
    });
    expect(history.flatMap((entry) => entry.changes.map((change) => [change.field, change.after]))).toEqual(
      expect.arrayContaining([
        ['Item: Insurance certificate', 'Accepted'],
        ['Item: Insurance certificate', 'Rejected'],
        ['Comment on Insurance certificate', 'This certificate expired in June.'],
        ['Item: Insurance certificate', 'Received'],
      ]),
    );
  });

  it('answers 404 for a token that opens nothing: on the page, the API and the upload route', async () => {
    const { request } = await requestFor('Banksia Supports', 'bo@banksia.example');
    const { token } = await sendAndRead(request.id, 'bo@banksia.example');
    const item = request.items[0]!;
    for (const unknown of [`${token.slice(0, -2)}xx`, 'short', 'a'.repeat(300)]) {
      const error = await rejectionOf(publicApi().evidence.view.query({ token: unknown }));
      expect(error.data?.code, unknown).toBe('NOT_FOUND');
      expect(error.message).toBe('Evidence request not found');
      const route = await upload(unknown, item.id, pdfBytes(), 'x.pdf');
      expect(route.status, unknown).toBe(404);
      expect(await route.json()).toEqual({ message: 'Evidence request not found' });
      const page = await fetch(`${world.server.url}/evidence/${unknown}`);
      expect(page.status, unknown).toBe(404);
      expect(page.headers.get('x-robots-tag')).toBe('noindex');
    }
    const known = await fetch(`${world.server.url}/evidence/${token}`);
    expect(known.status).toBe(200);
    expect(known.headers.get('x-robots-tag')).toBe('noindex');
    expect(await known.text()).toContain('<meta name="robots" content="noindex">');

    const unknownItem = await upload(token, '00000000-0000-4000-8000-000000000000', pdfBytes(), 'x.pdf');
    expect(unknownItem.status).toBe(404);
    expect(await unknownItem.json()).toEqual({ message: 'Item not found' });
    expect((await upload(token, 'not-an-id', pdfBytes(), 'x.pdf')).status).toBe(404);
  });

  it("never shows or takes another account's items, and an old link stops working after a resend", async () => {
    const first = await requestFor('Acacia Living', 'al@acacia.example');
    const second = await requestFor('Bottlebrush Homes', 'bh@bottlebrush.example');
    const { token: firstToken } = await sendAndRead(first.request.id, 'al@acacia.example');
    const { token: secondToken } = await sendAndRead(second.request.id, 'bh@bottlebrush.example');

    const page = await publicApi().evidence.view.query({ token: firstToken });
    expect(page.accountName).toBe('Acacia Living');
    expect(JSON.stringify(page)).not.toContain('Bottlebrush');
    const across = await upload(firstToken, second.request.items[0]!.id, pdfBytes(), 'x.pdf');
    expect(across.status).toBe(404);
    expect((await world.dana.caller.evidence_requests.byId({ id: second.request.id })).items[0]!.status).toBe(
      'requested',
    );

    const { token: newToken } = await sendAndRead(second.request.id, 'bh@bottlebrush.example');
    expect(newToken).not.toBe(secondToken);
    expect((await rejectionOf(publicApi().evidence.view.query({ token: secondToken }))).data?.code).toBe(
      'NOT_FOUND',
    );
    expect((await upload(secondToken, second.request.items[0]!.id, pdfBytes(), 'x.pdf')).status).toBe(404);
    expect((await fetch(`${world.server.url}/evidence/${secondToken}`)).status).toBe(404);
    expect((await publicApi().evidence.view.query({ token: newToken })).accountName).toBe(
      'Bottlebrush Homes',
    );
  });

  it('stops opening 30 days after the due date', async () => {
    const { request } = await requestFor('Grevillea Group', 'gg@grevillea.example');
    const { token } = await sendAndRead(request.id, 'gg@grevillea.example');
    const em = world.server.database.orm.em.fork();
    await em
      .getConnection()
      .execute(`update evidence_requests set due_date = ? where id = ?`, [
        addDays(businessToday(), -30),
        request.id,
      ]);
    expect((await publicApi().evidence.view.query({ token })).title).toBe(request.title);
    await em
      .getConnection()
      .execute(`update evidence_requests set due_date = ? where id = ?`, [
        addDays(businessToday(), -31),
        request.id,
      ]);
    expect((await rejectionOf(publicApi().evidence.view.query({ token }))).data?.code).toBe('NOT_FOUND');
    expect((await fetch(`${world.server.url}/evidence/${token}`)).status).toBe(404);
  });

  it('opens nothing once the contact is deleted', async () => {
    const { contact, request } = await requestFor('Tea Tree Homes', 'tt@teatree.example');
    const { token } = await sendAndRead(request.id, 'tt@teatree.example');
    expect((await publicApi().evidence.view.query({ token })).contactFirstName).toBe('Ada');
    await world.dana.caller.contacts.delete({ id: contact.id });
    expect((await rejectionOf(publicApi().evidence.view.query({ token }))).data?.code).toBe('NOT_FOUND');
    expect((await upload(token, request.items[0]!.id, pdfBytes(), 'x.pdf')).status).toBe(404);
    expect((await fetch(`${world.server.url}/evidence/${token}`)).status).toBe(404);
  });

  it('refuses a file over 25 MB and one whose bytes are not an allowed type', async () => {
    const { request } = await requestFor('Kurrajong Care', 'kc@kurrajong.example');
    const { token } = await sendAndRead(request.id, 'kc@kurrajong.example');
    const item = request.items[0]!;
    const tooLarge = await upload(token, item.id, Buffer.alloc(25 * 1024 * 1024 + 1, 'a'), 'big.txt');
    expect(tooLarge.status).toBe(413);
    const html = await upload(
      token,
      item.id,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'policy.pdf',
    );
    expect(html.status).toBe(400);
    expect(((await html.json()) as { message: string }).message).toContain('cannot be uploaded');
    const em = world.server.database.orm.em.fork();
    expect(await em.count(Document, { evidenceItem: item.id })).toBe(0);
    expect((await publicApi().evidence.view.query({ token })).items[0]!.status).toBe('requested');
  });

  it('refuses to send to a contact without an address, and refuses staff procedures to a pending user', async () => {
    const account = await world.dana.caller.accounts.create({
      name: 'Silent Provider',
      accountType: 'startup',
    });
    const contact = await world.dana.caller.contacts.create({
      firstName: 'No',
      lastName: 'Mail',
      accountId: account.id,
    });
    const request = await world.dana.caller.evidence_requests.create({
      title: 'Evidence',
      accountId: account.id,
      contactId: contact.id,
      dueDate: addDays(businessToday(), 10),
      items: [{ title: 'Policy' }],
    });
    await expect(world.dana.caller.evidence_requests.send({ id: request.id })).rejects.toMatchObject({
      fieldErrors: { contactId: 'No Mail has no email address' },
    });

    const pending = await directStaff(world.server, 'staff', 'Pat');
    try {
      await world.server.database.orm.em
        .fork()
        .getConnection()
        .execute(`update profiles set status = 'pending' where id = ?`, [pending.user.id]);
      await expect(pending.caller.evidence_requests.send({ id: request.id })).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(
        pending.caller.evidence_requests.review({
          itemId: request.items[0]!.id,
          decision: 'accepted',
          comment: null,
        }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    } finally {
      await pending.close();
    }
  });
});

describe('evidence requests: reminders with a fixed clock', () => {
  const { world, publicApi, mailsTo, requestFor, sendAndRead, upload } = useEvidenceApp();

  it('reminds the contact 7 days and 1 day before, once each, and gives the owner one task when overdue', async () => {
    const logger = pino({ level: 'silent' });
    const config = { ...world.server.config, workJobs: false };
    const jobs = await startJobs({
      orm: world.server.database.orm,
      config,
      mailer: createMailer(config, logger),
      logger,
    });
    const run = (today: string) =>
      runEvidenceReminders(world.server.database.orm.em.fork(), today, jobs.sendMail);
    try {
      const owner = await directStaff(world.server, 'staff', 'Olive');
      await owner.close();
      const waiting = await requestFor('Saltbush Services', 'sam@saltbush.example', owner.user.id);
      const done = await requestFor('Paperbark Care', 'pat@paperbark.example');
      const unsent = await requestFor('Lilly Pilly Living', 'lil@lillypilly.example');
      const { token: firstToken } = await sendAndRead(waiting.request.id, 'sam@saltbush.example');
      const { token: doneToken } = await sendAndRead(done.request.id, 'pat@paperbark.example');
      for (const item of done.request.items)
        expect((await upload(doneToken, item.id, pdfBytes(), 'x.pdf')).status).toBe(200);
      const due = waiting.request.dueDate;
      expect(unsent.request.dueDate).toBe(due);

      expect(await run(addDays(due, -8))).toEqual({ reminded: 0, tasks: 0 });
      expect(await run(addDays(due, -7))).toEqual({ reminded: 1, tasks: 0 });
      expect(await run(addDays(due, -7))).toEqual({ reminded: 0, tasks: 0 });
      await expect.poll(() => mailsTo('sam@saltbush.example').length, { timeout: 20_000 }).toBe(2);
      const week = mailsTo('sam@saltbush.example')[1]!;
      expect(week.parsed.subject).toBe(`Reminder: documents due in 7 days (${waiting.request.title})`);
      expect(week.parsed.text).toContain('still waiting for 2 documents of 2');
      const weekToken = tokenOf(world.smtp, 'sam@saltbush.example');
      expect((await publicApi().evidence.view.query({ token: weekToken })).title).toBe(waiting.request.title);
      expect((await rejectionOf(publicApi().evidence.view.query({ token: firstToken }))).data?.code).toBe(
        'NOT_FOUND',
      );

      expect(await run(addDays(due, -6))).toEqual({ reminded: 0, tasks: 0 });
      expect(await run(addDays(due, -1))).toEqual({ reminded: 1, tasks: 0 });
      expect(await run(addDays(due, -1))).toEqual({ reminded: 0, tasks: 0 });
      await expect.poll(() => mailsTo('sam@saltbush.example').length, { timeout: 20_000 }).toBe(3);
      expect(mailsTo('sam@saltbush.example')[2]!.parsed.subject).toBe(
        `Reminder: documents due tomorrow (${waiting.request.title})`,
      );
      expect(mailsTo('pat@paperbark.example')).toHaveLength(1);
      expect(mailsTo('lil@lillypilly.example')).toHaveLength(0);

      expect(await run(due)).toEqual({ reminded: 0, tasks: 0 });
      expect(await run(addDays(due, 1))).toEqual({ reminded: 0, tasks: 1 });
      expect(await run(addDays(due, 2))).toEqual({ reminded: 0, tasks: 0 });
      const tasks = await world.server.database.orm.em
        .fork()
        .getConnection()
        .execute<{ title: string; assignee_id: string; account_id: string; priority: string }[]>(
          `select title, assignee_id, account_id, priority from tasks where title like 'Evidence overdue:%'`,
        );
      expect(tasks).toEqual([
        {
          title: `Evidence overdue: ${waiting.request.title}`,
          assignee_id: owner.user.id,
          account_id: waiting.account.id,
          priority: 'high',
        },
      ]);
    } finally {
      await jobs.stop();
    }
  });
});

describe('evidence requests: the upload rate limit', () => {
  const { requestFor, sendAndRead, upload } = useEvidenceApp({ RATE_LIMIT_EVIDENCE_UPLOADS_PER_HOUR: '2' });

  it('takes at most the allowance of files through one link an hour', async () => {
    const { request } = await requestFor('Busy Provider', 'bea@busy.example');
    const { token } = await sendAndRead(request.id, 'bea@busy.example');
    const send = () => upload(token, request.items[0]!.id, pdfBytes(), 'p.pdf');
    expect((await send()).status).toBe(200);
    expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
  });
});
