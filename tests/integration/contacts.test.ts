import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactInput } from '../../src/shared/schemas/contact.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('contacts', () => {
  let server: TestApp;
  let staff: Staff;
  let api: Staff['client'];
  let accountId: string;
  beforeAll(async () => {
    server = await startTestApp({
      env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '200', RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '200' },
    });
    staff = await signedInStaff(server);
    api = staff.client;
    accountId = (
      await api.accounts.create.mutate({ name: 'Bluegum Supports', accountType: 'small_business' })
    ).id;
  });
  afterAll(async () => {
    await server.close();
  });

  /** A word no other test uses, so searches and lists can be checked exactly. */
  const unique = (label: string) => `${label}${randomBytes(3).toString('hex')}`;
  const createContact = (input: Partial<ContactInput> = {}) =>
    api.contacts.create.mutate({ firstName: unique('First'), lastName: 'Person', accountId, ...input });
  const dbRow = async (id: string) => {
    const rows = await server.database.orm.em
      .fork()
      .execute<Record<string, unknown>[]>('select * from contacts where id = ?', [id]);
    return rows[0];
  };

  it('creates a contact with the form defaults, reads, updates, deletes and restores it', async () => {
    const created = await api.contacts.create.mutate({
      firstName: 'Mei',
      lastName: 'Chen',
      accountId,
      email: 'mei.chen@bluegum.example.com',
      phone: '02 9000 1111',
      position: 'Operations Manager',
    });
    expect(created).toMatchObject({
      firstName: 'Mei',
      lastName: 'Chen',
      email: 'mei.chen@bluegum.example.com',
      contactRole: 'end_user',
      decisionMakerInfluence: 50,
      isPrimary: false,
      account: { id: accountId, name: 'Bluegum Supports' },
    });
    expect(await api.contacts.byId.query({ id: created.id })).toEqual(created);

    const updated = await api.contacts.update.mutate({
      id: created.id,
      firstName: 'Mei',
      lastName: 'Chen-Li',
      accountId,
      contactRole: 'decision_maker',
      decisionMakerInfluence: 85,
      isPrimary: true,
    });
    expect(updated).toMatchObject({
      lastName: 'Chen-Li',
      contactRole: 'decision_maker',
      decisionMakerInfluence: 85,
      isPrimary: true,
      email: null,
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());

    expect(await api.contacts.delete.mutate({ id: created.id })).toEqual({ id: created.id });
    expect((await dbRow(created.id))?.deleted_at).not.toBeNull();
    const missing = await rejectionOf(api.contacts.byId.query({ id: created.id }));
    expect(missing.data?.code).toBe('NOT_FOUND');
    expect(missing.message).toBe('Contact not found');
    expect((await api.contacts.list.query({ search: 'Chen-Li' })).items).toEqual([]);
    expect(await api.contacts.byAccount.query({ accountId })).not.toContainEqual(
      expect.objectContaining({ id: created.id }),
    );

    expect(await api.contacts.restore.mutate({ id: created.id })).toMatchObject({
      id: created.id,
      lastName: 'Chen-Li',
    });
    expect((await api.contacts.list.query({ search: 'Chen-Li' })).items).toHaveLength(1);
    expect((await rejectionOf(api.contacts.restore.mutate({ id: MISSING_ID }))).message).toBe(
      'Contact not found',
    );
  });

  it("lists what the list's card and table show, and leaves the rest to the detail", async () => {
    const created = await createContact({
      email: `${unique('listed')}@example.com`,
      personalEmail: 'home@example.com',
      phone: '02 9000 0002',
      mobile: '0400 000 002',
      directPhone: '02 9000 0003',
      position: 'Director',
      department: 'Operations',
      linkedinUrl: 'https://www.linkedin.com/in/listed',
      notes: 'Met at the expo',
    });
    const [listed] = (await api.contacts.list.query({ search: created.firstName })).items;
    if (!listed) throw new Error('The contact is not listed');
    const { table, ...summary } = listed;
    expect(summary).toEqual({
      id: created.id,
      firstName: created.firstName,
      lastName: 'Person',
      email: created.email,
      phone: '02 9000 0002',
      mobile: '0400 000 002',
      position: 'Director',
      department: 'Operations',
      contactRole: created.contactRole,
      decisionMakerInfluence: created.decisionMakerInfluence,
      isPrimary: false,
      account: { id: accountId, name: 'Bluegum Supports' },
    });
    expect(table.owner).toBeNull();
    expect(await api.contacts.byId.query({ id: created.id })).toMatchObject({
      personalEmail: 'home@example.com',
      directPhone: '02 9000 0003',
      linkedinUrl: 'https://www.linkedin.com/in/listed',
      notes: 'Met at the expo',
      erasedAt: null,
    });
  });

  it('stores empty optional strings as null', async () => {
    const contact = await api.contacts.create.mutate({
      firstName: ' Empty ',
      lastName: ' Fields ',
      accountId: '',
      email: '',
      personalEmail: '  ',
      phone: '',
      mobile: '',
      directPhone: '',
      position: '',
      department: '',
      linkedinUrl: '',
      notes: '',
    });
    const row = await dbRow(contact.id);
    expect(row).toMatchObject({ first_name: 'Empty', last_name: 'Fields' });
    for (const column of [
      'account_id',
      'email',
      'personal_email',
      'phone',
      'mobile',
      'direct_phone',
      'position',
      'department',
      'linkedin_url',
      'notes',
    ]) {
      expect(row?.[column], column).toBeNull();
    }
  });

  it('rejects missing names, bad emails and an off-step influence with messages beside the fields', async () => {
    const noNames = await rejectionOf(api.contacts.create.mutate({ firstName: '', lastName: ' ' }));
    expect(noNames.data?.code).toBe('BAD_REQUEST');
    expect(noNames.data?.fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
    });

    const badEmails = await rejectionOf(createContact({ email: 'mei@', personalEmail: 'nope' }));
    expect(badEmails.data?.code).toBe('BAD_REQUEST');
    expect(badEmails.message).toBe('Please enter a valid email address');
    expect(badEmails.data?.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      personalEmail: 'Please enter a valid email address for personal email',
    });

    const badInfluence = await rejectionOf(createContact({ decisionMakerInfluence: 52 }));
    expect(badInfluence.data?.fieldErrors).toEqual({
      decisionMakerInfluence: 'Decision maker influence moves in steps of 5',
    });
    const tooMuch = await rejectionOf(createContact({ decisionMakerInfluence: 105 }));
    expect(tooMuch.data?.fieldErrors).toEqual({
      decisionMakerInfluence: 'Decision maker influence must be between 0 and 100',
    });
  });

  it('refuses an account that does not exist or was deleted', async () => {
    const missing = await rejectionOf(createContact({ accountId: MISSING_ID }));
    expect(missing.data?.code).toBe('BAD_REQUEST');
    expect(missing.data?.fieldErrors).toEqual({ accountId: 'Account not found' });

    const deleted = await api.accounts.create.mutate({ name: unique('Deleted '), accountType: 'startup' });
    await api.accounts.delete.mutate({ id: deleted.id });
    const refused = await rejectionOf(createContact({ accountId: deleted.id }));
    expect(refused.data?.fieldErrors).toEqual({ accountId: 'Account not found' });
  });

  it('refuses a second live contact with the same email, ignoring case, and names the first', async () => {
    const email = `${unique('dup')}@example.com`;
    const first = await createContact({ firstName: 'Original', lastName: 'Owner', email });
    const duplicate = await rejectionOf(createContact({ email: email.toUpperCase() }));
    expect(duplicate.data?.code).toBe('CONFLICT');
    expect(duplicate.message).toBe('A contact with this email already exists: Original Owner');
    expect(duplicate.data?.fieldErrors).toEqual({
      email: 'A contact with this email already exists: Original Owner',
    });

    const other = await createContact();
    const onUpdate = await rejectionOf(
      api.contacts.update.mutate({ id: other.id, firstName: 'X', lastName: 'Y', email }),
    );
    expect(onUpdate.data?.code).toBe('CONFLICT');
    expect(await api.contacts.update.mutate({ ...first, accountId, email })).toMatchObject({ email });

    await api.contacts.delete.mutate({ id: first.id });
    const replacement = await createContact({ firstName: 'New', lastName: 'Owner', email });
    const restore = await rejectionOf(api.contacts.restore.mutate({ id: first.id }));
    expect(restore.data?.code).toBe('CONFLICT');
    expect(restore.message).toBe('A contact with this email already exists: New Owner');
    expect(replacement.email).toBe(email);
  });

  it('turns a unique-index violation from racing saves into the same CONFLICT', async () => {
    const email = `${unique('race')}@example.com`;
    const results = await Promise.allSettled(
      ['A', 'B', 'C', 'D'].map((lastName) => createContact({ lastName, email })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') {
        const error = result.reason as Awaited<ReturnType<typeof rejectionOf>>;
        expect(error.data?.code).toBe('CONFLICT');
        expect(error.message).toMatch(/^A contact with this email already exists: /);
      }
    }
  });

  it('finds contacts by first name, last name, email, position, department or account name, ignoring case', async () => {
    const word = unique('qix');
    const account = await api.accounts.create.mutate({ name: `Acme ${word}`, accountType: 'enterprise' });
    const byFirst = await createContact({ firstName: `${word}ie` });
    const byLast = await createContact({ lastName: `Mc${word.toUpperCase()}` });
    const byEmail = await createContact({ email: `${word}@example.com` });
    const byPosition = await createContact({ position: `Head of ${word}` });
    const byDepartment = await createContact({ department: `${word} team` });
    const byAccount = await createContact({ accountId: account.id });
    await createContact({ notes: word, phone: word.slice(0, 20) });

    const found = await api.contacts.list.query({ search: word.toUpperCase() });
    expect(found.items.map((contact) => contact.id).sort()).toEqual(
      [byFirst, byLast, byEmail, byPosition, byDepartment, byAccount].map((contact) => contact.id).sort(),
    );
    expect((await api.contacts.count.query({ search: word.toUpperCase() })).total).toBe(6);
    expect(found.items.find((contact) => contact.id === byAccount.id)?.account).toEqual({
      id: account.id,
      name: `Acme ${word}`,
    });
    expect((await api.contacts.list.query({ search: `_${word}` })).items).toEqual([]);
  });

  it('pages through a sorted list in a stable order, tie-broken by id', async () => {
    const firstName = unique('Twin');
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1)
      ids.push((await createContact({ firstName, lastName: 'Same' })).id);
    const pages = [await api.contacts.list.query({ search: firstName, pageSize: 2 })];
    while (pages.at(-1)?.next)
      pages.push(
        await api.contacts.list.query({ search: firstName, pageSize: 2, after: pages.at(-1)?.next }),
      );
    expect(pages.map((result) => result.items.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((result) => result.items.map((item) => item.id))).toEqual([...ids].sort());
    expect((await api.contacts.count.query({ search: firstName })).total).toBe(5);

    const zed = await createContact({ firstName, lastName: 'Aardvark' });
    const byLastName = await api.contacts.list.query({ search: firstName, sort: 'lastName', pageSize: 1 });
    expect(byLastName.items[0]?.id).toBe(zed.id);
    const newest = await api.contacts.list.query({ search: firstName, sort: 'newest', pageSize: 1 });
    expect(newest.items[0]?.id).toBe(zed.id);
    const byFirstName = await api.contacts.list.query({ search: firstName, pageSize: 1 });
    expect(byFirstName.items[0]?.id).toBe(zed.id); // same first name: then by last name
  });

  it('lists, counts and exports contacts without an account by default, and only them under the No account filter', async () => {
    const surname = unique('Everyone');
    const withAccount = await createContact({ firstName: 'Ada', lastName: surname });
    const loner = await createContact({ firstName: 'Bo', lastName: surname, accountId: null });
    expect(loner.account).toBeNull();
    const orphanAccount = await api.accounts.create.mutate({
      name: unique('Orphan '),
      accountType: 'startup',
    });
    const orphan = await createContact({ firstName: 'Cy', lastName: surname, accountId: orphanAccount.id });
    await api.contacts.delete.mutate({ id: orphan.id });
    await api.accounts.delete.mutate({ id: orphanAccount.id });
    await api.contacts.restore.mutate({ id: orphan.id });

    const everyone = [withAccount.id, loner.id, orphan.id];
    const all = { search: surname, sort: 'firstName' as const };
    const listed = await api.contacts.list.query(all);
    expect(listed.items.map((contact) => contact.id)).toEqual(everyone);
    expect(listed.items[2]).toMatchObject({ id: orphan.id, account: null });
    expect(await api.contacts.count.query(all)).toEqual({ total: 3, totalIs: 'exact' });
    const cookie = [...staff.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const exported = await fetch(
      `${server.url}/export/contacts?input=${encodeURIComponent(JSON.stringify(all))}`,
      { headers: { cookie } },
    );
    const exportedIds = (await exported.text())
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(exportedIds).toEqual(everyone);

    const withoutAccount = { ...all, withoutAccount: true };
    const loners = await api.contacts.list.query(withoutAccount);
    expect(loners.items.map((contact) => contact.id)).toEqual([loner.id, orphan.id]);
    expect(await api.contacts.count.query(withoutAccount)).toEqual({ total: 2, totalIs: 'exact' });
    expect((await api.contacts.byId.query({ id: orphan.id })).account).toBeNull();
  });

  it('lists an account’s contacts for selectors, by first name', async () => {
    const account = await api.accounts.create.mutate({ name: unique('Selector '), accountType: 'startup' });
    const zoe = await createContact({
      firstName: 'Zoe',
      lastName: 'Last',
      accountId: account.id,
      position: 'CEO',
    });
    const amir = await createContact({ firstName: 'Amir', lastName: 'First', accountId: account.id });
    expect(await api.contacts.byAccount.query({ accountId: account.id })).toEqual([
      { id: amir.id, firstName: 'Amir', lastName: 'First', position: null, isPrimary: false },
      { id: zoe.id, firstName: 'Zoe', lastName: 'Last', position: 'CEO', isPrimary: false },
    ]);
  });

  it('sets created_by from the session, whatever the input says', async () => {
    const other = await signedInStaff(server, 'Other', 'Person');
    const forged = {
      firstName: 'Forged',
      lastName: 'Creator',
      createdBy: other.me.id,
      created_by: other.me.id,
    };
    const contact = await api.contacts.create.mutate(forged);
    expect(contact).not.toHaveProperty('createdBy');
    expect((await dbRow(contact.id))?.created_by).toBe(staff.me.id);
  });

  it('answers 401 on every contacts procedure without a session', async () => {
    const { client } = createApiClient(server.url);
    const id = MISSING_ID;
    const calls = [
      client.contacts.list.query({}),
      client.contacts.byAccount.query({ accountId: id }),
      client.contacts.byId.query({ id }),
      client.contacts.create.mutate({ firstName: 'No', lastName: 'Session' }),
      client.contacts.update.mutate({ id, firstName: 'No', lastName: 'Session' }),
      client.contacts.delete.mutate({ id }),
      client.contacts.restore.mutate({ id }),
    ];
    // Every call gets its handler at once: one that fails while an earlier one is awaited
    // would otherwise count as an unhandled rejection.
    for (const rejection of calls.map(rejectionOf)) expect((await rejection).data?.httpStatus).toBe(401);
  });
});
