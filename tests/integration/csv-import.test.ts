import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_BATCH_SIZE } from '../../src/server/features/records/import/run-import.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { failedRowsCsv, importCsv, uploadCsv } from '../support/csv-import.ts';
import { signedInStaff } from '../support/staff.ts';

describe('CSV import', () => {
  let server: TestApp;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  const tag = randomBytes(3).toString('hex');
  const sql = <T extends object>(query: string, params: unknown[] = []) =>
    server.database.orm.em.fork().execute<T[]>(query, params);

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    staff = await signedInStaff(server, 'Sam', 'Lee');
  });
  afterAll(async () => {
    await server.close();
  });

  it('upserts contacts by email: the same file twice makes no duplicates, the second run updates', async () => {
    const csv = (position: string) =>
      [
        'First name,Last name,E-mail,Mobile phone,Position',
        `Ana,Upsert,ana.${tag}@example.com,0400 000 001,${position}`,
        `Ben,Upsert,BEN.${tag}@example.com,0400 000 002,${position}`,
      ].join('\n');
    const first = await importCsv(server, staff, 'contacts', csv('Manager'));
    expect(first).toMatchObject({
      status: 'done',
      totalRows: 2,
      importedRows: 2,
      updatedRows: 0,
      failedRows: 0,
    });
    const second = await importCsv(server, staff, 'contacts', csv('Director'));
    expect(second).toMatchObject({ status: 'done', importedRows: 2, updatedRows: 2, failedRows: 0 });

    const rows = await sql<{ first_name: string; position: string; mobile: string; created_by: string }>(
      `select first_name, position, mobile, created_by from contacts where last_name = 'Upsert' order by first_name`,
    );
    expect(rows).toEqual([
      { first_name: 'Ana', position: 'Director', mobile: '0400 000 001', created_by: staff.me.id },
      { first_name: 'Ben', position: 'Director', mobile: '0400 000 002', created_by: staff.me.id },
    ]);
    const history = await sql<{
      action: string;
      changes: { field: string; before: unknown; after: unknown }[];
    }>(
      `select a.action, a.changes from audit_log a join contacts c on c.id = a.record_id
        where c.first_name = 'Ana' and c.last_name = 'Upsert' order by a.created_at`,
    );
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(history[1]?.changes).toEqual([{ field: 'position', before: 'Manager', after: 'Director' }]);
  });

  it('reports a bad row and leaves it out while the rest of its batch imports', async () => {
    const csv = [
      'First name,Last name,Email,Decision maker influence',
      `Cat,Batch,cat.${tag}@example.com,50`,
      `Dan,Batch,not-an-email,50`,
      `,Batch,eve.${tag}@example.com,50`,
      `Fay,Batch,fay.${tag}@example.com,55`,
    ].join('\n');
    const state = await importCsv(server, staff, 'contacts', csv);
    expect(state).toMatchObject({ status: 'done', processedRows: 4, importedRows: 2, failedRows: 2 });
    const names = await sql<{ first_name: string }>(
      `select first_name from contacts where last_name = 'Batch' order by first_name`,
    );
    expect(names.map((row) => row.first_name)).toEqual(['Cat', 'Fay']);

    const response = await failedRowsCsv(server, staff, state.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="people-failed-rows.csv"');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(parse(text, { bom: true })).toEqual([
      ['First name', 'Last name', 'Email', 'Decision maker influence', 'Error'],
      ['Dan', 'Batch', 'not-an-email', '50', 'Email: Please enter a valid email address'],
      ['', 'Batch', `eve.${tag}@example.com`, '50', 'First name: First name is required'],
    ]);
  });

  it('leaves out a whole batch the database refuses, reporting each of its rows, while the next batch imports', async () => {
    await sql(`create function refuse_contact() returns trigger language plpgsql as $$
      begin if new.first_name = 'Refused' then raise exception 'refused by the test trigger'; end if; return new; end $$`);
    await sql(
      `create trigger refuse_contact before insert on contacts for each row execute function refuse_contact()`,
    );
    try {
      // One whole batch with a refused row in it, then two rows in the next batch.
      const batch = IMPORT_BATCH_SIZE;
      const lines = ['First name,Last name,Email'];
      for (let index = 1; index <= batch + 2; index += 1)
        lines.push(
          `${index === batch / 2 ? 'Refused' : `P${index}`},Refused${tag},${index === 7 ? 'bad' : `r${index}.${tag}@example.com`}`,
        );
      const state = await importCsv(server, staff, 'contacts', lines.join('\n'));
      expect(state).toMatchObject({
        status: 'done',
        processedRows: batch + 2,
        importedRows: 2,
        failedRows: batch,
      });
      const [{ count } = { count: 0 }] = await sql<{ count: number }>(
        `select count(*)::int as count from contacts where last_name = ?`,
        [`Refused${tag}`],
      );
      expect(count).toBe(2);
      const failed: string[][] = parse(await (await failedRowsCsv(server, staff, state.id)).text(), {
        bom: true,
      });
      expect(failed).toHaveLength(batch + 1);
      expect(failed[7]?.[3]).toBe('Email: Please enter a valid email address');
      expect(failed[1]?.[3]).toBe(
        `Not imported: the database refused rows 2 to ${batch + 1} together (refused by the test trigger)`,
      );
    } finally {
      await sql('drop trigger refuse_contact on contacts');
      await sql('drop function refuse_contact()');
    }
  });

  it('reads UTF-8 with a byte-order mark, quoted line breaks and ; as the delimiter', async () => {
    const csv = `\uFEFFFirst name;Last name;Email;Notes\r\nZoë;Semicolon;zoe.${tag}@example.com;"Line one\r\nline two; still notes"\r\n`;
    const state = await importCsv(server, staff, 'contacts', Buffer.from(csv, 'utf8'));
    expect(state).toMatchObject({ status: 'done', importedRows: 1, failedRows: 0 });
    expect(state.headers).toEqual(['First name', 'Last name', 'Email', 'Notes']);
    const [contact] = await sql<{ first_name: string; notes: string }>(
      `select first_name, notes from contacts where last_name = 'Semicolon'`,
    );
    expect(contact).toEqual({ first_name: 'Zoë', notes: 'Line one\r\nline two; still notes' });
  });

  it('finds accounts by name, ABN or id, and creates a missing one only when asked', async () => {
    const account = await staff.client.accounts.create.mutate({
      name: `Harbour Care ${tag}`,
      accountType: 'startup',
      abn: '51 824 753 556',
    });
    const csv = [
      'First name,Last name,Email,Company',
      `Gus,Accounts,gus.${tag}@example.com,harbour care ${tag}`,
      `Guy,Accounts,guy.${tag}@example.com,${account.id}`,
      `Hal,Accounts,hal.${tag}@example.com,51824753556`,
      `Ivy,Accounts,ivy.${tag}@example.com,New Co ${tag}`,
    ].join('\n');
    const without = await importCsv(server, staff, 'contacts', csv);
    expect(without).toMatchObject({ importedRows: 3, failedRows: 1 });
    const failedText = await (await failedRowsCsv(server, staff, without.id)).text();
    const failed: string[][] = parse(failedText, { bom: true });
    expect(failed[1]?.[4]).toBe(
      `Company: no account is named "New Co ${tag}" (choose "Create missing accounts" to create it)`,
    );

    const withCreate = await importCsv(server, staff, 'contacts', csv, { createMissingAccounts: true });
    expect(withCreate).toMatchObject({ importedRows: 4, updatedRows: 3, failedRows: 0 });
    const contacts = await sql<{ first_name: string; account: string }>(
      `select c.first_name, a.name as account from contacts c join accounts a on a.id = c.account_id
        where c.last_name = 'Accounts' order by c.first_name`,
    );
    expect(contacts).toEqual([
      { first_name: 'Gus', account: account.name },
      { first_name: 'Guy', account: account.name },
      { first_name: 'Hal', account: account.name },
      { first_name: 'Ivy', account: `New Co ${tag}` },
    ]);
    const [created] = await sql<{ account_type: string; created_by: string; history: string }>(
      `select a.account_type, a.created_by, (select action from audit_log where record_id = a.id) as history
         from accounts a where a.name = ?`,
      [`New Co ${tag}`],
    );
    expect(created).toEqual({
      account_type: 'small_business',
      created_by: staff.me.id,
      history: 'create',
    });
  });

  it('creates a new lead for every row by default: the same file twice makes two', async () => {
    const account = await staff.client.accounts.create.mutate({
      name: `Again Co ${tag}`,
      accountType: 'startup',
    });
    await staff.client.contacts.create.mutate({
      firstName: 'Ada',
      lastName: 'Again',
      email: `ada.${tag}@example.com`,
      accountId: account.id,
    });
    const csv = ['Title,Account,Contact', `Enquiry ${tag},Again Co ${tag},ada.${tag}@example.com`].join('\n');
    for (let time = 0; time < 2; time += 1)
      expect(await importCsv(server, staff, 'leads', csv)).toMatchObject({ importedRows: 1, updatedRows: 0 });
    const [{ count } = { count: 0 }] = await sql<{ count: number }>(
      'select count(*)::int as count from leads where title = ?',
      [`Enquiry ${tag}`],
    );
    expect(count).toBe(2);
  });

  it('imports leads by external reference with the lead defaults and activities', async () => {
    const account = await staff.client.accounts.create.mutate({
      name: `Lead Co ${tag}`,
      accountType: 'startup',
    });
    await staff.client.contacts.create.mutate({
      firstName: 'Lee',
      lastName: 'Lead',
      email: `lee.${tag}@example.com`,
      accountId: account.id,
    });
    const csv = (priority: string) =>
      [
        'Title,Account,Contact,Priority,External reference',
        `Audit help ${tag},Lead Co ${tag},lee.${tag}@example.com,${priority},EXT-${tag}`,
      ].join('\n');
    const byReference = { upsertKey: 'externalRef' };
    expect(await importCsv(server, staff, 'leads', csv('High'), byReference)).toMatchObject({
      importedRows: 1,
      failedRows: 0,
    });
    expect(await importCsv(server, staff, 'leads', csv('Urgent'), byReference)).toMatchObject({
      updatedRows: 1,
      failedRows: 0,
    });
    const [lead] = await sql<{
      id: string;
      status: string;
      priority: string;
      probability: number;
      created_by: string;
    }>(`select id, status, priority, probability, created_by from leads where external_ref = ?`, [
      `EXT-${tag}`,
    ]);
    expect(lead).toMatchObject({
      status: 'new',
      priority: 'urgent',
      probability: 20,
      created_by: staff.me.id,
    });
    const activities = await sql<{ title: string; description: string }>(
      `select title, description from activities where lead_id = ? order by created_at`,
      [lead?.id],
    );
    expect(activities).toEqual([
      { title: 'Lead created', description: 'Lead imported from a CSV file' },
      { title: 'Lead updated', description: 'Changed Priority' },
    ]);
  });

  it('makes or reuses the account and contact of lead rows naming a person, with their history, naming bad rows', async () => {
    const known = await staff.client.accounts.create.mutate({
      name: `Known Co ${tag}`,
      accountType: 'startup',
      abn: '53 004 085 616',
    });
    const contact = await staff.client.contacts.create.mutate({
      firstName: 'Kit',
      lastName: 'Known',
      email: `kit.${tag}@example.com`,
      accountId: known.id,
    });
    const csv = [
      'Title,First name,Surname,Email,Mobile,Company',
      `Person A ${tag},Pia,Person,pia.${tag}@example.com,0400 111 222,Person Co ${tag}`,
      `Person B ${tag},Pat,Person,pat.${tag}@example.com,,person co ${tag}`,
      `Person C ${tag},Kit,Known,KIT.${tag}@example.com,,Other Co ${tag}`,
      `Person D ${tag},Pia,Person,pia.${tag}@example.com,,`,
      `Person E ${tag},Solo,Trader,solo.${tag}@example.com,,`,
      `Person F ${tag},Abe,Abn,abe.${tag}@example.com,,53004085616`,
      `Person G ${tag},Bad,Email,not-an-email,,`,
      `Person H ${tag},Nob,Abn,nob.${tag}@example.com,,49 004 028 077`,
      `,No,Title,notitle.${tag}@example.com,,`,
    ].join('\n');
    const response = await uploadCsv(server, staff, 'leads', csv);
    const { id } = (await response.json()) as { id: string };
    const state = await staff.client.imports.byId.query({ id });
    expect(state.upsertKey).toBe('none');
    expect(state.mapping).toEqual([
      'title',
      'contactFirstName',
      'contactLastName',
      'contact',
      'contactPhone',
      'account',
    ]);
    const preview = await staff.client.imports.preview.query({
      id,
      mapping: state.mapping,
      upsertKey: 'none',
    });
    expect(preview[0]?.notes).toEqual([
      `A new account "Person Co ${tag}" will be created`,
      `A new contact "Pia Person" will be created`,
    ]);
    expect(preview[1]?.notes).toEqual([
      `The account "person co ${tag}" made for row 2 is used`,
      `A new contact "Pat Person" will be created`,
    ]);
    expect(preview[2]?.notes).toEqual([
      `The contact with the email KIT.${tag}@example.com is used, with its account`,
    ]);
    expect(preview[3]?.notes).toEqual(['The contact made for row 2 is used, with its account']);
    const before = await sql<{ count: number }>('select count(*)::int as count from accounts');

    const done = await importCsv(server, staff, 'leads', csv);
    expect(done).toMatchObject({ status: 'done', importedRows: 6, failedRows: 3 });
    const leads = await sql<{ title: string; account: string; contact: string; phone: string | null }>(
      `select l.title, a.name as account, c.first_name || ' ' || c.last_name as contact, c.phone
         from leads l join accounts a on a.id = l.account_id join contacts c on c.id = l.contact_id
        where l.title like 'Person % ${tag}' order by l.title`,
    );
    expect(leads).toEqual([
      { title: `Person A ${tag}`, account: `Person Co ${tag}`, contact: 'Pia Person', phone: '0400 111 222' },
      { title: `Person B ${tag}`, account: `Person Co ${tag}`, contact: 'Pat Person', phone: null },
      { title: `Person C ${tag}`, account: known.name, contact: 'Kit Known', phone: null },
      { title: `Person D ${tag}`, account: `Person Co ${tag}`, contact: 'Pia Person', phone: '0400 111 222' },
      { title: `Person E ${tag}`, account: 'Solo Trader', contact: 'Solo Trader', phone: null },
      { title: `Person F ${tag}`, account: known.name, contact: 'Abe Abn', phone: null },
    ]);
    const after = await sql<{ count: number }>('select count(*)::int as count from accounts');
    expect((after[0]?.count ?? 0) - (before[0]?.count ?? 0)).toBe(2);
    const [{ count: kits } = { count: 0 }] = await sql<{ count: number }>(
      'select count(*)::int as count from contacts where lower(email) = lower(?)',
      [contact.email],
    );
    expect(kits).toBe(1);
    const history = await sql<{ record_type: string; action: string; changed_by: string }>(
      `select a.record_type, a.action, a.changed_by from audit_log a
        where a.record_id in (select id from accounts where name in (?, 'Solo Trader')
                              union select id from contacts where email like ? and last_name in ('Person', 'Trader', 'Abn'))
        order by a.record_type, a.created_at`,
      [`Person Co ${tag}`, `%.${tag}@example.com`],
    );
    expect(history.map((row) => `${row.record_type} ${row.action} ${row.changed_by}`)).toEqual([
      ...Array.from({ length: 2 }, () => `accounts create ${staff.me.id}`),
      ...Array.from({ length: 4 }, () => `contacts create ${staff.me.id}`),
    ]);

    const failed: string[][] = parse(await (await failedRowsCsv(server, staff, done.id)).text(), {
      bom: true,
    });
    expect(failed.slice(1).map((row) => row.at(-1))).toEqual([
      'Email: Please enter a valid email address',
      'Company: no account has the ABN 49 004 028 077',
      'Title: Title is required',
    ]);
  });

  it('previews the first rows with a message at each bad cell, and refuses a mapping without a required field', async () => {
    const response = await uploadCsv(
      server,
      staff,
      'contacts',
      ['Given name,Surname,Email,Primary contact', `Kim,Preview,kim.${tag}@example.com,maybe`].join('\n'),
    );
    const { id } = (await response.json()) as { id: string };
    const state = await staff.client.imports.byId.query({ id });
    expect(state.mapping).toEqual(['firstName', 'lastName', 'email', 'isPrimary']);
    const [row] = await staff.client.imports.preview.query({
      id,
      mapping: state.mapping,
      upsertKey: 'email',
    });
    expect(row?.action).toBe('skip');
    expect(row?.cells.map((cell) => cell.error)).toEqual([
      null,
      null,
      null,
      'Primary contact: Primary contact must be yes or no',
    ]);
    await expect(
      staff.client.imports.start.mutate({
        id,
        mapping: [null, 'lastName', 'email', null],
        upsertKey: 'email',
      }),
    ).rejects.toThrow('Please choose a column for First name');
  });

  it('refuses a file over 50 MB (413) and bad bytes deep in a big one (400), storing nothing of either', async () => {
    const stored = () =>
      sql<{ imports: number; chunks: number }>(
        'select (select count(*)::int from imports) as imports, (select count(*)::int from import_chunks) as chunks',
      );
    const before = await stored();
    const rows = function* (count: number) {
      yield Buffer.from('First name,Last name,Email\n');
      for (let index = 0; index < count; index += 1)
        yield Buffer.from(`Big${index},Upload,big${index}.${tag}@example.com\n`.repeat(1000));
    };
    // The server answers before it has read the whole body and closes the connection; under load
    // undici may still be writing the body then, and fetch fails with EPIPE instead of giving the
    // answer (a race of the test's client, not the server's answer): sent again, at most 3 times.
    const refused = async (body: () => Iterable<Buffer>) => {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await uploadCsv(server, staff, 'contacts', body());
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code;
          if (attempt === 3 || (code !== 'EPIPE' && code !== 'ECONNRESET')) throw error;
        }
      }
    };
    const tooBig = await refused(() => rows(1500));
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      message: 'The file is larger than 50 MB. Please split it into smaller files.',
    });

    const badLate = function* () {
      yield* rows(60);
      yield Buffer.from('Zo\xeb,Late,late@example.com\n', 'latin1');
    };
    const bad = await refused(badLate);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8".',
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not UTF-8 CSV, and signed-out uploads', async () => {
    const latin1 = Buffer.from('First name,Last name\nZo\xeb,Bad\n', 'latin1');
    const bad = await uploadCsv(server, staff, 'contacts', latin1);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'The file is not UTF-8 text. In Excel, save it as "CSV UTF-8".',
    });
    const anonymous = await fetch(`${server.url}/import/contacts`, {
      method: 'POST',
      headers: { origin: server.config.appUrl.origin, 'content-type': 'text/csv' },
      body: 'First name\nA',
    });
    expect(anonymous.status).toBe(401);
  });
});
