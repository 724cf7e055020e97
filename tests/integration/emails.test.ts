import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Email } from '../../src/server/db/entities/email.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';
import { leadAtAccount } from '../support/parties.ts';
import { startTestSmtp, type TestSmtp } from '../support/smtp.ts';

const hostileBody =
  '<p>Hello <strong>Jane</strong>,</p><script>alert(1)</script><p><img src=x onerror="alert(2)">See <a href="https://example.com/guide" onclick="steal()">the guide</a> and <a href="javascript:alert(3)">this</a>.</p><ul><li><p>Policies</p></li><li><p>Training</p></li></ul>';

/** A lead at an account with its contact, and a second contact elsewhere, made straight in the database. */
async function party(server: TestApp) {
  const { account, contact, lead } = await leadAtAccount(server, 'Harbour <b>Care</b>');
  const em = server.database.orm.em.fork();
  const tag = randomBytes(3).toString('hex');
  const elsewhere = em.create(Account, { name: 'Wattle Support' });
  const adviser = em.create(Contact, {
    firstName: 'Ravi',
    lastName: 'Adviser',
    account: elsewhere,
    email: `ravi.${tag}@wattle.example`,
  });
  await em.flush();
  return { account, contact, lead, elsewhere, adviser };
}

describe('email from the CRM through a real SMTP server', () => {
  let smtp: TestSmtp;
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;
  let manager: Awaited<ReturnType<typeof directStaff>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'crm@ndis.example', MAIL_REPLY_TO: 'replies@ndis.example' },
    });
    dana = await directStaff(server, 'staff');
    manager = await directStaff(server, 'manager', 'Morgan');
  });
  afterAll(async () => {
    await dana.close();
    await manager.close();
    await server.close();
    await smtp.close();
  });

  it('sends from the staff member’s name with our Message-ID, sanitised HTML and a text part, logged on every record it concerns', async () => {
    const { account, contact, lead, elsewhere, adviser } = await party(server);
    const sent = await dana.caller.emails.send({
      record: { subject: 'lead', subjectId: lead.id },
      to: [contact.email ?? ''],
      cc: [adviser.email?.toUpperCase() ?? ''],
      subject: 'Your registration',
      body: hostileBody,
    });
    expect(sent.status).toBe('queued');
    expect(sent.html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);

    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1);
    const [mail] = smtp.messages;
    const stored = await server.database.orm.em.fork().findOneOrFail(Email, { id: sent.id });
    expect(mail?.parsed.from).toEqual({ name: 'Dana Direct', address: 'crm@ndis.example' });
    expect(mail?.parsed.replyTo).toEqual([{ name: '', address: 'replies@ndis.example' }]);
    expect(mail?.parsed.to).toEqual([{ name: '', address: contact.email }]);
    expect(mail?.parsed.cc?.map((cc) => cc.address?.toLowerCase())).toEqual([adviser.email]);
    expect(mail?.parsed.subject).toBe('Your registration');
    expect(mail?.parsed.messageId).toBe(stored.messageId);
    expect(stored.messageId).toMatch(/^<[0-9a-f-]{36}@ndis\.example>$/);
    expect(mail?.parsed.html).toContain('<strong>Jane</strong>');
    expect(mail?.parsed.html).toContain('<a href="https://example.com/guide">the guide</a>');
    expect(mail?.raw).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(stored.text).toBe(
      'Hello Jane,\n\nSee the guide (https://example.com/guide) and this.\n\n- Policies\n- Training',
    );
    expect(mail?.parsed.text?.trimEnd()).toBe(stored.text);
    await expect
      .poll(async () => (await dana.caller.emails.byId({ id: sent.id })).status, { timeout: 10_000 })
      .toBe('sent');

    const activities = await server.database.orm.em
      .fork()
      .find(Activity, { email: sent.id }, { orderBy: { id: 'asc' } });
    const on = activities.map((activity) =>
      [activity.lead?.id, activity.account?.id, activity.contact?.id].find(Boolean),
    );
    expect(on.sort()).toEqual([lead.id, account.id, contact.id, elsewhere.id, adviser.id].sort());
    expect(
      activities.every(
        (activity) => activity.type === 'email' && activity.title === 'Email sent: Your registration',
      ),
    ).toBe(true);

    // The conversation on the contact, and on the other account: the same message.
    const onContact = await dana.caller.emails.list({ subject: 'contact', subjectId: contact.id });
    expect(onContact.items.map((email) => email.id)).toEqual([sent.id]);
    const onOther = await dana.caller.emails.list({ subject: 'account', subjectId: elsewhere.id });
    expect(onOther.items.map((email) => email.subject)).toEqual(['Your registration']);
  }, 40_000);

  it('attaches a document of the record as it was when sent, streamed from the file store, and refuses one of another record', async () => {
    const { account, contact, lead, elsewhere } = await party(server);
    const upload = (subjectId: string, text: string) =>
      fetch(`${server.url}/documents?subject=account&subjectId=${subjectId}&name=policy.txt`, {
        method: 'POST',
        headers: { cookie: dana.cookie, origin: server.config.appUrl.origin, 'content-type': 'text/plain' },
        body: text,
      }).then(async (response) => ((await response.json()) as { id: string }).id);
    const policy = await upload(account.id, 'Incident management policy, version 1\n');
    const theirs = await upload(elsewhere.id, 'Another provider’s policy\n');

    const options = await dana.caller.emails.composer({ subject: 'lead', subjectId: lead.id });
    expect(options.documents.map((document) => document.id)).toEqual([policy]);
    await expect(
      dana.caller.emails.send({
        record: { subject: 'lead', subjectId: lead.id },
        to: [contact.email ?? ''],
        subject: 'Not theirs',
        body: '<p>Attached.</p>',
        attachments: [{ kind: 'document', documentId: theirs }],
      }),
    ).rejects.toMatchObject({ message: 'Please attach a document of this record' });

    const before = smtp.messages.length;
    const sent = await dana.caller.emails.send({
      record: { subject: 'lead', subjectId: lead.id },
      to: [contact.email ?? ''],
      subject: 'Your policy',
      body: '<p>Attached.</p>',
      attachments: [{ kind: 'document', documentId: policy }],
    });
    expect(sent.attachments).toEqual([
      { kind: 'document', documentId: policy, version: 1, fileName: 'policy.txt' },
    ]);
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(before + 1);
    const mail = smtp.messages.at(-1);
    expect(mail?.parsed.subject).toBe('Your policy');
    expect(
      mail?.parsed.attachments.map((file) => [
        file.filename,
        new TextDecoder().decode(file.content as ArrayBuffer | Uint8Array),
      ]),
    ).toEqual([['policy.txt', 'Incident management policy, version 1\n']]);
  }, 40_000);

  it('writes nothing when a part of the send is refused (one transaction)', async () => {
    const { lead } = await party(server);
    const em = server.database.orm.em.fork();
    const before = [await em.count(Email), await em.count(Activity)];
    await expect(
      dana.caller.emails.send({
        record: { subject: 'lead', subjectId: lead.id },
        to: ['jane@harbour.example'],
        subject: 'With a quote that is not theirs',
        body: '<p>Attached.</p>',
        attachments: [{ kind: 'quote', quoteId: '00000000-0000-4000-8000-000000000000' }],
      }),
    ).rejects.toMatchObject({ message: 'Please attach a quote of this record' });
    await expect(
      dana.caller.emails.send({
        record: { subject: 'lead', subjectId: lead.id },
        to: ['jane@harbour.example'],
        subject: 'Only markup',
        body: '<script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    ).rejects.toMatchObject({ message: 'Body is required' });
    const fresh = server.database.orm.em.fork();
    expect([await fresh.count(Email), await fresh.count(Activity)]).toEqual(before);
  });

  it('fills a template’s merge fields for a record, escaping values into the body, and names an unknown field', async () => {
    const { lead } = await party(server);
    const templates = await dana.caller.email_templates.list({});
    expect(templates.items.map((template) => template.name)).toEqual([
      'Audit preparation reminder',
      'First reply to a website enquiry',
      'Proposal follow-up',
    ]);
    const merged = await dana.caller.emails.merge({
      record: { subject: 'lead', subjectId: lead.id },
      subject: 'About {{ lead.title }} for {{account.name}}',
      body: '<p>Hello {{contact.firstName}}, {{account.name}} from {{me.firstName}} at {{firm.name}} ({{firm.phone}}){{quote.number}}</p>',
    });
    expect(merged.subject).toBe('About Registration enquiry for Harbour <b>Care</b>');
    expect(merged.body).toBe(
      '<p>Hello Jane, Harbour &lt;b&gt;Care&lt;/b&gt; from Dana at NDIS Provider Support (1300 000 000)</p>',
    );
    await expect(
      dana.caller.emails.merge({
        record: { subject: 'lead', subjectId: lead.id },
        subject: 'Hi',
        body: '<p>{{contact.age}}</p>',
      }),
    ).rejects.toThrow(/^Unknown merge field \{\{contact\.age\}\}: use one of \{\{contact\.firstName\}\}/);

    await expect(
      manager.caller.email_templates.create({
        name: 'Broken',
        subject: 'Hi {{lead.owner}}',
        body: '<p>Hi</p>',
      }),
    ).rejects.toThrow('Unknown merge field {{lead.owner}}');
    const saved = await manager.caller.email_templates.create({
      name: 'Check-in',
      subject: 'Checking in, {{contact.firstName}}',
      body: '<p onclick="x()">Hi {{contact.firstName}}</p><script>alert(1)</script>',
    });
    expect(saved.body).toBe('<p>Hi {{contact.firstName}}</p>');
    await expect(
      dana.caller.email_templates.create({ name: 'Mine', subject: 'Hi', body: '<p>Hi</p>' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('a message the SMTP server refuses', () => {
  let smtp: TestSmtp;
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;

  beforeAll(async () => {
    // The first try and its three retries are refused; 'Send again' then goes through.
    smtp = await startTestSmtp({ refuseRecipients: 4 });
    server = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_RETRY_DELAY_SECONDS: '1' } });
    dana = await directStaff(server, 'staff');
  });
  afterAll(async () => {
    await dana.close();
    await server.close();
    await smtp.close();
  });

  it('is retried, then marked failed with the server’s answer, and sent by Send again', async () => {
    const { lead } = await party(server);
    const sent = await dana.caller.emails.send({
      record: { subject: 'lead', subjectId: lead.id },
      to: ['jane@harbour.example'],
      subject: 'Refused at first',
      body: '<p>Hello</p>',
    });
    await expect
      .poll(async () => (await dana.caller.emails.byId({ id: sent.id })).status, {
        timeout: 40_000,
        interval: 250,
      })
      .toBe('failed');
    const failed = await dana.caller.emails.byId({ id: sent.id });
    expect(failed.failureReason).toContain('451');
    expect(smtp.recipientAttempts()).toBe(4);
    await expect(dana.caller.emails.sendAgain({ id: sent.id })).resolves.toMatchObject({ status: 'queued' });
    await expect
      .poll(async () => (await dana.caller.emails.byId({ id: sent.id })).status, {
        timeout: 20_000,
        interval: 250,
      })
      .toBe('sent');
    expect(smtp.messages.map((mail) => mail.parsed.subject)).toEqual(['Refused at first']);
    await expect(dana.caller.emails.sendAgain({ id: sent.id })).rejects.toMatchObject({ code: 'CONFLICT' });
  }, 60_000);
});
