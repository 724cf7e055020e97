import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersion } from '../../src/shared/catalog/terms.ts';
import { privacyExportPath } from '../../src/shared/routes.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { tableSums } from '../support/backups.ts';
import { waitForMails } from '../support/mail.ts';
import { columnsHolding, sql } from '../support/sql.ts';
import { pdfBytes, uploadDocument, uploadVersion } from '../support/documents.ts';
import { signedInStaff } from '../support/staff.ts';

const person = { name: 'Wilhelmina Quokka', email: 'wil.quokka@example.org', phone: '0499 111 222' };
const other = { name: 'Barnaby Otter', email: 'barnaby@otter.example', phone: '0388 777 666' };
/** What must be gone after the erasure: her names, email and phone number in any spacing. */
const traces = ['Wilhelmina', 'Quokka', 'wil.quokka@example.org', '0499[ ]*111[ ]*222'];

describe('privacy requests', { timeout: 120_000 }, () => {
  let server: TestApp;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  let contactId: string;
  let otherContactId: string;
  let quoteTotal: number;
  /** Her document's two versions' bytes, and the other person's document's file. */
  const herFiles = [pdfBytes('Plan for Wilhelmina'), pdfBytes('Plan, second version')];
  let herFileKeys: string[];
  let otherFileKey: string;

  const cookieOf = (api: typeof manager) =>
    [...api.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
  const exportOf = (api: typeof manager | null, contact: string, format = 'json') =>
    fetch(`${server.url}${privacyExportPath}?contact=${contact}&format=${format}`, {
      headers: api ? { cookie: cookieOf(api) } : {},
    });

  async function enquire(who: typeof person, company: string, formToken: string) {
    await createApiClient(server.url).client.intake.createLeadFromForm.mutate({
      formType: 'contact',
      formData: {
        ...who,
        company,
        message: `Please call ${who.name} on ${who.phone}.`,
        submittedAt: new Date().toISOString(),
      },
      website: '',
      formToken,
    });
    const [contact] = await sql<{ id: string }>(
      server.testDatabase.url,
      'select id from contacts where email = $1',
      [who.email],
    );
    return contact!.id;
  }

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_CONTACT_FORM_PER_10_MINUTES: '50' } });
    const formToken = createFormTokens(await loadAppSecret(server.database.orm.em.fork())).issue();
    manager = await signedInStaff(server, 'Mara', 'Lee', 'manager');
    staff = await signedInStaff(server, 'Sam', 'Ward', 'staff');

    // Every table that holds her: the contact form, the checkout's quote, a contact's notes and
    // history, an activity and tasks naming her, an opportunity, the account's notes.
    contactId = await enquire(person, 'Harbour Care', formToken);
    otherContactId = await enquire(other, 'Otter Supports', formToken);
    const { quote } = await createApiClient(server.url).client.quotes.accept.mutate({
      details: { ...person, businessName: 'Harbour Care', abn: '51824753556', website: '' },
      providerType: 'new_provider',
      groupIds: ['rg-0104', 'rg-0110'],
      total: 5170,
      termsVersion,
      formToken,
    });
    // The quote's mail job writes its link's hash: done before the tests compare tables.
    await waitForMails(server.config.mailDir, person.email);
    quoteTotal = (
      await sql<{ total_cents: number }>(
        server.testDatabase.url,
        'select total_cents from quotes where id = $1',
        [quote.id],
      )
    )[0]!.total_cents;
    const api = manager.client;
    const contact = await api.contacts.byId.query({ id: contactId });
    await api.contacts.update.mutate({
      ...contact,
      id: contactId,
      accountId: contact.account?.id ?? null,
      mobile: '0400 000 001',
      notes: 'Wilhelmina prefers mornings <script>alert(1)</script>',
    });
    const [lead] = await sql<{ id: string; account_id: string }>(
      server.testDatabase.url,
      'select id, account_id from leads where contact_id = $1 limit 1',
      [contactId],
    );
    await api.activities.create.mutate({
      subject: 'contact',
      subjectId: contactId,
      type: 'call',
      title: 'Called Wilhelmina Quokka',
      description: 'Left a message on 0499111222',
    });
    await api.tasks.create.mutate({
      title: 'Send Wilhelmina the pack',
      dueDate: '2030-01-01',
      subject: 'lead',
      subjectId: lead!.id,
    });
    await api.tasks.create.mutate({
      title: 'Email wil.quokka@example.org',
      dueDate: '2030-01-02',
      subject: 'contact',
      subjectId: contactId,
    });
    await api.opportunities.create.mutate({
      name: 'Harbour Care audit for Wilhelmina',
      accountId: lead!.account_id,
      contactId,
      stage: 'proposal',
      amount: 9000,
      probability: 50,
      registrationGroups: [],
    } as never);
    await sql(
      server.testDatabase.url,
      `update accounts set notes = 'Owner: Wilhelmina Quokka' where id = $1`,
      [lead!.account_id],
    );

    // Her document (two versions) and another person's; an email on her contact, and one on the
    // account with her in copy.
    const uploaded = await uploadDocument(
      server,
      manager,
      { subject: 'contact', subjectId: contactId, type: 'policy' },
      herFiles[0]!,
      'Wilhelmina Quokka plan.pdf',
    );
    expect(uploaded.status).toBe(200);
    const documentId = ((await uploaded.json()) as { id: string }).id;
    expect((await uploadVersion(server, manager, documentId, herFiles[1]!, 'Plan v2.pdf')).status).toBe(200);
    const others = await uploadDocument(
      server,
      manager,
      { subject: 'contact', subjectId: otherContactId, type: 'policy' },
      pdfBytes('Barnaby'),
      'Barnaby Otter plan.pdf',
    );
    expect(others.status).toBe(200);
    herFileKeys = (
      await sql<{ file_key: string }>(
        server.testDatabase.url,
        'select file_key from document_versions where document_id = $1 order by number',
        [documentId],
      )
    ).map((row) => row.file_key);
    otherFileKey = (
      await sql<{ file_key: string }>(
        server.testDatabase.url,
        'select v.file_key from document_versions v join documents d on d.id = v.document_id where d.contact_id = $1',
        [otherContactId],
      )
    )[0]!.file_key;
    await api.emails.send.mutate({
      record: { subject: 'contact', subjectId: contactId },
      to: [person.email],
      cc: [],
      subject: 'Your pack, Wilhelmina',
      body: '<p>Dear Wilhelmina Quokka, we will call you on 0499 111 222.</p>',
      attachments: [],
    });
    await api.emails.send.mutate({
      record: { subject: 'account', subjectId: lead!.account_id },
      to: ['office@harbour.example'],
      cc: [person.email],
      subject: 'Harbour Care update',
      body: '<p>Hello team</p>',
      attachments: [],
    });
    // Sent before the tests compare tables or erase (the mail job writes the message's state).
    await waitForMails(server.config.mailDir, person.email, 2);
    await waitForMails(server.config.mailDir, 'office@harbour.example');
    for (let tries = 0; tries < 100; tries += 1) {
      const [queued] = await sql<{ n: number }>(
        server.testDatabase.url,
        `select count(*)::int as n from emails where status <> 'sent'`,
      );
      if (queued?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  afterAll(async () => {
    await server.close();
  });

  it('exports everything held on her to managers, and nothing of anyone else', async () => {
    expect((await exportOf(null, contactId)).status).toBe(401);
    expect((await exportOf(staff, contactId)).status).toBe(403);
    expect((await exportOf(manager, 'not-a-uuid')).status).toBe(400);
    expect((await exportOf(manager, '00000000-0000-4000-8000-000000000000')).status).toBe(404);

    const response = await exportOf(manager, contactId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const data = JSON.parse(text) as { sections: { label: string; rows: Record<string, unknown>[] }[] };
    const rows = Object.fromEntries(data.sections.map((section) => [section.label, section.rows]));
    expect(rows['Contact']).toEqual([
      expect.objectContaining({ email: person.email, mobile: '0400 000 001' }),
    ]);
    expect(rows['Leads']?.length).toBeGreaterThanOrEqual(2);
    expect(rows['Contact-form submissions']).toContainEqual(
      expect.objectContaining({ form_data: expect.objectContaining({ email: person.email }) as unknown }),
    );
    expect(rows['Opportunities']).toContainEqual(
      expect.objectContaining({ name: 'Harbour Care audit for Wilhelmina' }),
    );
    expect(rows['Quotes']).toEqual([
      expect.objectContaining({ prospect_email: person.email, total_cents: quoteTotal }),
    ]);
    expect(rows['Tasks']?.map((task) => task.title).sort()).toEqual([
      'Email wil.quokka@example.org',
      'Send Wilhelmina the pack',
    ]);
    expect(rows['Activities']?.map((activity) => activity.title)).toContain('Called Wilhelmina Quokka');
    expect(
      rows['Change history']?.some((entry) => entry.action === 'update' && entry.record_id === contactId),
    ).toBe(true);
    for (const trace of [other.name, other.email, 'Barnaby', 'Otter']) expect(text).not.toContain(trace);

    const html = await (await exportOf(manager, contactId, 'html')).text();
    expect(html).toContain('Personal data held on Wilhelmina Quokka');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>');

    expect(rows['Documents']).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Wilhelmina') as unknown }),
    ]);
    expect(rows['Document files']?.map((file) => file.file_name)).toEqual(
      expect.arrayContaining(['Plan v2.pdf']),
    );
    expect(rows['Emails']?.map((email) => email.subject).sort()).toEqual([
      'Harbour Care update',
      'Your pack, Wilhelmina',
    ]);

    // The zip: the JSON and the HTML, then each of her files, byte for byte, and no one else's.
    const zipped = await exportOf(manager, contactId, 'zip');
    expect(zipped.headers.get('content-type')).toBe('application/zip');
    expect(zipped.headers.get('content-disposition')).toBe(
      `attachment; filename="personal-data-${contactId}.zip"`,
    );
    const entries = unzipSync(new Uint8Array(await zipped.arrayBuffer()));
    const names = Object.keys(entries);
    expect(names.slice(0, 2)).toEqual(['personal-data.json', 'personal-data.html']);
    const zippedJson = JSON.parse(strFromU8(entries['personal-data.json']!)) as typeof data;
    expect(zippedJson.sections.map((section) => section.label)).toEqual(data.sections.map((s) => s.label));
    expect(strFromU8(entries['personal-data.html']!)).toContain('Personal data held on Wilhelmina Quokka');
    const files = names.filter((name) => name.startsWith('files/'));
    expect(files).toHaveLength(2);
    const inOrder = (buffers: Buffer[]) => buffers.sort((a, b) => Buffer.compare(a, b));
    expect(inOrder(files.map((name) => Buffer.from(entries[name]!)))).toEqual(inOrder([...herFiles]));
    for (const row of zippedJson.sections.find((section) => section.label === 'Document files')!.rows)
      expect(files).toContain(`files/${String(row.id)}-${String(row.file_name)}`);
    expect(names.join(' ')).not.toContain('Barnaby');

    const audit = await sql<{ action: string; changed_by: string }>(
      server.testDatabase.url,
      `select action, changed_by from audit_log where record_id = $1 and action = 'export'`,
      [contactId],
    );
    expect(audit).toHaveLength(3);
  });

  it('refuses an erasure to staff, without the typed name, and for an unknown contact', async () => {
    const input = { contactId, reason: 'Asked by email', confirmName: person.name };
    expect((await rejectionOf(staff.client.privacy.erase.mutate(input))).data?.code).toBe('FORBIDDEN');
    const wrong = await rejectionOf(
      manager.client.privacy.erase.mutate({ ...input, confirmName: 'Wilhelmina' }),
    );
    expect(wrong.data?.fieldErrors).toEqual({
      confirmName: 'Type the contact’s name, Wilhelmina Quokka, exactly to confirm.',
    });
    const unknown = await rejectionOf(
      manager.client.privacy.erase.mutate({ ...input, contactId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.message).toBe('Contact not found');
  });

  it('changes nothing when the erasure fails part way', async () => {
    const url = server.testDatabase.url;
    await sql(
      url,
      `create function fail_erasure() returns trigger language plpgsql as $$ begin raise exception 'forced failure'; end $$`,
    );
    await sql(
      url,
      `create trigger fail_erasure before update on opportunities for each row execute function fail_erasure()`,
    );
    const before = await tableSums(url);
    const failed = await rejectionOf(
      manager.client.privacy.erase.mutate({ contactId, reason: 'Asked', confirmName: person.name }),
    );
    expect(failed.data?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await tableSums(url)).toEqual(before);
    await sql(url, 'drop trigger fail_erasure on opportunities; drop function fail_erasure()');
  });

  it('erases her everywhere in one go, keeping the quote’s amount and the activities', async () => {
    const url = server.testDatabase.url;
    for (const trace of traces) expect(await columnsHolding(url, [trace])).not.toEqual([]);
    const [activities] = await sql<{ n: number }>(url, 'select count(*)::int as n from activities');

    const result = await manager.client.privacy.erase.mutate({
      contactId,
      reason: 'Her request of 1 March, Wilhelmina Quokka',
      confirmName: ' wilhelmina  QUOKKA ',
    });
    expect(result.erasedAt).toBeTruthy();

    // Her documents are gone, and their files once the queued deletion has run; Barnaby's stay.
    expect(await sql(url, 'select id from documents where contact_id = $1', [contactId])).toEqual([]);
    const storedOf = (keys: string[]) =>
      sql<{ key: string }>(url, 'select key from stored_files where key = any($1)', [keys]);
    for (let tries = 0; tries < 100 && (await storedOf(herFileKeys)).length > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedOf(herFileKeys)).toEqual([]);
    expect(await storedOf([otherFileKey])).toHaveLength(1);

    expect(await columnsHolding(url, traces)).toEqual([]);
    const [quote] = await sql<{ total_cents: number; prospect_name: string }>(
      url,
      'select total_cents, prospect_name from quotes',
    );
    expect(quote).toEqual({ total_cents: quoteTotal, prospect_name: 'Erased contact' });
    expect((await sql<{ n: number }>(url, 'select count(*)::int as n from activities'))[0]).toEqual(
      activities,
    );
    expect(
      await sql(url, 'select title from activities where contact_id = $1 and type = $2', [contactId, 'call']),
    ).toEqual([{ title: 'Called Erased contact' }]);
    const [erasure] = await sql<{ changes: unknown; changed_by: string }>(
      url,
      `select changes, changed_by from audit_log where record_id = $1 and action = 'erase'`,
      [contactId],
    );
    expect(erasure?.changes).toEqual([
      { field: 'reason', before: null, after: 'Her request of 1 March, Erased contact' },
    ]);
    expect(erasure?.changed_by).toBe(manager.me.id);

    // Barnaby is untouched, and a second erasure is refused.
    const otherContact = await manager.client.contacts.byId.query({ id: otherContactId });
    expect(otherContact).toMatchObject({ firstName: 'Barnaby', lastName: 'Otter', email: other.email });
    const again = await rejectionOf(
      manager.client.privacy.erase.mutate({ contactId, reason: 'Again', confirmName: 'Erased contact' }),
    );
    expect(again.message).toBe('This contact’s personal data has already been erased.');
  });
});
