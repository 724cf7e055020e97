import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { createTransport, type Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Document, DocumentVersion } from '../../src/server/db/entities/document.ts';
import { Email } from '../../src/server/db/entities/email.ts';
import { INBOUND_MAX_BYTES } from '../../src/server/features/emails/inbound-listener.ts';
import { createFileStore } from '../../src/server/storage/create-file-store.ts';
import { pdfBytes } from '../support/documents.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';
import { leadAtAccount } from '../support/parties.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';

const INBOUND_ADDRESS = 'replies@ndis.example';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Where each activity of a message is: the id of its lead, opportunity, account or contact. */
async function recordsOf(server: TestApp, messageId: string) {
  const em = server.database.orm.em.fork();
  const email = await em.findOneOrFail(Email, { messageId });
  const activities = await em.find(Activity, { email });
  return {
    email,
    activities,
    on: activities
      .map((activity) =>
        [activity.lead?.id, activity.opportunity?.id, activity.account?.id, activity.contact?.id].find(
          Boolean,
        ),
      )
      .sort(),
  };
}

describe('replies captured by the inbound SMTP listener', () => {
  let smtp: TestSmtp;
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;
  let transport: Transporter;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    const port = await freePort();
    server = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'crm@ndis.example',
        MAIL_REPLY_TO: INBOUND_ADDRESS,
        INBOUND_SMTP_PORT: String(port),
        INBOUND_ADDRESS,
      },
    });
    dana = await directStaff(server, 'staff');
    transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  });
  afterAll(async () => {
    transport.close();
    await dana.close();
    await server.close();
    await smtp.close();
  });

  it('logs a reply to a sent message on the records of its thread, with the SPF result', async () => {
    const { account, contact, lead } = await leadAtAccount(server);
    const sent = await dana.caller.emails.send({
      record: { subject: 'lead', subjectId: lead.id },
      to: [contact.email ?? ''],
      cc: [],
      subject: 'Your registration',
      body: '<p>Shall we meet?</p>',
    });
    const original = await server.database.orm.em.fork().findOneOrFail(Email, { id: sent.id });
    const messageId = `<reply-${randomBytes(6).toString('hex')}@elsewhere.example>`;
    await transport.sendMail({
      // Another address than the contact's: the thread, not the sender, says where it goes.
      from: 'Jane at home <jane.home@elsewhere.example>',
      to: INBOUND_ADDRESS,
      subject: 'Re: Your registration',
      messageId,
      inReplyTo: original.messageId,
      references: [original.messageId],
      headers: { 'Received-SPF': 'pass (elsewhere.example: domain of sender designates 192.0.2.1)' },
      text: 'Yes, Tuesday suits.',
    });
    const { email, activities, on } = await recordsOf(server, messageId);
    expect(email.status).toBe('received');
    expect(email.inReplyTo).toBe(original.messageId);
    expect(email.fromAddress).toBe('jane.home@elsewhere.example');
    expect(email.text).toBe('Yes, Tuesday suits.');
    expect(on).toEqual([lead.id, account.id, contact.id].sort());
    expect(activities.every((activity) => activity.title === 'Email received: Re: Your registration')).toBe(
      true,
    );
    expect(activities[0]?.description).toBe('Yes, Tuesday suits.\n\nSPF: pass');
    const onLead = await dana.caller.emails.list({ subject: 'lead', subjectId: lead.id });
    expect(onLead.items.map((item) => item.id).sort()).toEqual([sent.id, email.id].sort());
  });

  it('logs a mail from a known contact on the contact and their account, with its HTML sanitised', async () => {
    const { account, contact } = await leadAtAccount(server);
    const messageId = `<new-${randomBytes(6).toString('hex')}@harbour.example>`;
    await transport.sendMail({
      from: `Jane <${contact.email?.toUpperCase()}>`,
      to: INBOUND_ADDRESS,
      subject: 'A question',
      messageId,
      html: '<p>Hello <strong>team</strong></p><script>alert(1)</script><p><img src=x onerror="alert(2)"><a href="javascript:alert(3)">here</a></p>',
    });
    const { email, on } = await recordsOf(server, messageId);
    expect(on).toEqual([account.id, contact.id].sort());
    expect(email.html).toBe('<p>Hello <strong>team</strong></p><p><a>here</a></p>');
    expect(email.html).not.toMatch(/script|onerror|javascript:|<img/i);
    expect(email.text).not.toContain('alert');
  });

  it('keeps a mail from an unknown sender unmatched, listed until staff attach it to a record', async () => {
    const messageId = `<stranger-${randomBytes(6).toString('hex')}@nowhere.example>`;
    await transport.sendMail({
      from: 'stranger@nowhere.example',
      to: INBOUND_ADDRESS,
      subject: 'Hello <b>there</b>',
      messageId,
      text: 'Plain <script>alert(1)</script> text',
    });
    const { email, on } = await recordsOf(server, messageId);
    expect(email.status).toBe('received');
    expect(on).toEqual([]);
    expect(email.html).toBe('<p>Plain &lt;script&gt;alert(1)&lt;/script&gt; text</p>');

    const unmatched = await dana.caller.emails.list({ unmatched: true });
    expect(unmatched.items.map((item) => item.id)).toContain(email.id);
    const { account, contact, lead } = await leadAtAccount(server);
    await dana.caller.emails.attach({ id: email.id, record: { subject: 'lead', subjectId: lead.id } });
    expect((await recordsOf(server, messageId)).on).toEqual([lead.id, account.id, contact.id].sort());
    const after = await dana.caller.emails.list({ unmatched: true });
    expect(after.items.map((item) => item.id)).not.toContain(email.id);
    await expect(
      dana.caller.emails.attach({ id: email.id, record: { subject: 'lead', subjectId: lead.id } }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('keeps a known sender’s attachments as documents on their account, and names the ones it refuses', async () => {
    const { account, contact } = await leadAtAccount(server);
    const messageId = `<files-${randomBytes(6).toString('hex')}@harbour.example>`;
    await transport.sendMail({
      from: contact.email ?? '',
      to: INBOUND_ADDRESS,
      subject: 'Our policy',
      messageId,
      text: 'Attached.',
      attachments: [
        { filename: 'Incident policy.pdf', content: pdfBytes('Incident') },
        { filename: 'setup.html', content: '<script>alert(1)</script>', contentType: 'text/html' },
      ],
    });
    const { email, activities } = await recordsOf(server, messageId);
    const documents = await server.database.orm.em.fork().find(Document, { account });
    expect(documents.map((document) => [document.title, document.type, document.contentType])).toEqual([
      ['Incident policy', 'other', 'application/pdf'],
    ]);
    expect(email.attachments).toEqual([
      { kind: 'document', documentId: documents[0]?.id, version: 1, fileName: 'Incident policy.pdf' },
    ]);
    expect(activities[0]?.description).toMatch(/Not kept: setup\.html: setup\.html cannot be uploaded/);
    const shown = await dana.caller.documents.byId({ id: documents[0]?.id ?? '' });
    expect(shown.createdById).toBeNull();
    const version = await server.database.orm.em
      .fork()
      .findOneOrFail(DocumentVersion, { document: shown.id, number: 1 });
    const stored = await createFileStore(server.database.orm, server.config).get(version.fileKey);
    expect(stored?.size).toBe(pdfBytes('Incident').length);
  });

  it('holds an unknown sender’s attachment until staff put the mail on a record, and removes it with a discarded mail', async () => {
    const files = createFileStore(server.database.orm, server.config);
    const send = async (tag: string) => {
      const messageId = `<${tag}-${randomBytes(6).toString('hex')}@nowhere.example>`;
      await transport.sendMail({
        from: 'stranger@nowhere.example',
        to: INBOUND_ADDRESS,
        subject: `Papers ${tag}`,
        messageId,
        text: 'See attached.',
        attachments: [{ filename: 'register.txt', content: 'Complaints register\n' }],
      });
      return (await recordsOf(server, messageId)).email;
    };
    const held = await send('held');
    const [waiting] = held.attachments;
    expect(waiting).toMatchObject({ kind: 'received', fileName: 'register.txt', contentType: 'text/plain' });
    // The message keeps the file: no note is left for the cleanup of files no record kept.
    const heldKey = waiting?.kind === 'received' ? waiting.fileKey : '';
    const [note] = await server.database.orm.em
      .fork()
      .execute<{ count: number }[]>('select count(*)::int as count from pending_files where key = ?', [
        heldKey,
      ]);
    expect(note?.count).toBe(0);
    const listed = await dana.caller.emails.list({ unmatched: true });
    expect(listed.items.find((item) => item.id === held.id)?.attachments).toEqual([
      { kind: 'received', fileName: 'register.txt' },
    ]);

    const { account, lead } = await leadAtAccount(server);
    await dana.caller.emails.attach({ id: held.id, record: { subject: 'lead', subjectId: lead.id } });
    const documents = await server.database.orm.em.fork().find(Document, { account });
    expect(documents.map((document) => document.fileName)).toEqual(['register.txt']);
    const after = await server.database.orm.em.fork().findOneOrFail(Email, { id: held.id });
    expect(after.attachments).toEqual([
      { kind: 'document', documentId: documents[0]?.id, version: 1, fileName: 'register.txt' },
    ]);

    const discarded = await send('discarded');
    const key = discarded.attachments[0]?.kind === 'received' ? discarded.attachments[0].fileKey : '';
    expect(await files.get(key)).not.toBeNull();
    await dana.caller.emails.discard({ id: discarded.id });
    expect(await files.get(key)).toBeNull();
  });

  it('discards an unmatched mail, and only an unmatched one', async () => {
    const messageId = `<spam-${randomBytes(6).toString('hex')}@nowhere.example>`;
    await transport.sendMail({
      from: 'spam@nowhere.example',
      to: INBOUND_ADDRESS,
      subject: 'Win',
      messageId,
      text: 'Win',
    });
    const { email } = await recordsOf(server, messageId);
    await dana.caller.emails.discard({ id: email.id });
    const unmatched = await dana.caller.emails.list({ unmatched: true });
    expect(unmatched.items.map((item) => item.id)).not.toContain(email.id);
    await expect(dana.caller.emails.discard({ id: email.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses mail to another address, and a message over the size limit', async () => {
    await expect(
      transport.sendMail({
        from: 'someone@nowhere.example',
        to: 'other@ndis.example',
        subject: 'Hi',
        text: 'Hi',
      }),
    ).rejects.toMatchObject({ responseCode: 550 });
    const big = 'x'.repeat(INBOUND_MAX_BYTES + 1024);
    const messageId = `<big-${randomBytes(6).toString('hex')}@nowhere.example>`;
    await expect(
      transport.sendMail({
        from: 'someone@nowhere.example',
        to: INBOUND_ADDRESS,
        subject: 'Big',
        messageId,
        attachments: [{ filename: 'big.txt', content: big }],
        text: 'Big',
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    expect(await server.database.orm.em.fork().count(Email, { messageId })).toBe(0);
  }, 60_000);
});
