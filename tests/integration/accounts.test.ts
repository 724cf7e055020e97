import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountInput } from '../../src/shared/schemas/account.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('accounts', () => {
  let server: TestApp;
  let staff: Staff;
  let api: Staff['client'];
  beforeAll(async () => {
    server = await startTestApp({
      env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '200', RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '200' },
    });
    staff = await signedInStaff(server);
    api = staff.client;
  });
  afterAll(async () => {
    await server.close();
  });

  /** A word no other test uses, so searches and lists can be checked exactly. */
  const unique = (label: string) => `${label}${randomBytes(3).toString('hex')}`;
  const createAccount = (input: Partial<AccountInput> = {}) =>
    api.accounts.create.mutate({ name: unique('Account '), accountType: 'small_business', ...input });
  const dbRow = async (id: string) => {
    const rows = await server.database.orm.em
      .fork()
      .execute<Record<string, unknown>[]>('select * from accounts where id = ?', [id]);
    return rows[0];
  };

  it('creates, reads, updates, deletes and restores an account', async () => {
    const created = await api.accounts.create.mutate({
      name: 'Harbour Care',
      accountType: 'enterprise',
      legalName: 'Harbour Care Pty Ltd',
      abn: '53 004 085 616',
      industry: 'Disability Services',
      website: 'https://harbourcare.example.com',
      businessEmail: 'hello@harbourcare.example.com',
      businessPhone: '02 9000 0000',
      annualRevenue: 1250000.5,
      employeeCount: 42,
      city: 'Sydney',
      state: 'NSW',
    });
    expect(created).toMatchObject({
      name: 'Harbour Care',
      accountType: 'enterprise',
      legalName: 'Harbour Care Pty Ltd',
      annualRevenue: 1250000.5,
      employeeCount: 42,
      city: 'Sydney',
      parentAccount: null,
    });
    expect(created.createdAt).toBeInstanceOf(Date);
    expect(await api.accounts.byId.query({ id: created.id })).toEqual(created);

    const updated = await api.accounts.update.mutate({
      id: created.id,
      name: 'Harbour Care Group',
      accountType: 'non_profit',
      city: 'Newcastle',
    });
    expect(updated).toMatchObject({
      name: 'Harbour Care Group',
      accountType: 'non_profit',
      city: 'Newcastle',
      legalName: null,
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(created.updatedAt.getTime());
    expect(updated.createdAt).toEqual(created.createdAt);

    expect(await api.accounts.delete.mutate({ id: created.id })).toEqual({ id: created.id });
    expect((await dbRow(created.id))?.deleted_at).not.toBeNull();
    const missing = await rejectionOf(api.accounts.byId.query({ id: created.id }));
    expect(missing.data?.code).toBe('NOT_FOUND');
    expect(missing.message).toBe('Account not found');
    const list = await api.accounts.list.query({ search: 'Harbour Care Group' });
    expect(list.items).toEqual([]);
    expect((await api.accounts.options.query()).map((option) => option.id)).not.toContain(created.id);
    expect((await rejectionOf(api.accounts.delete.mutate({ id: created.id }))).data?.code).toBe('NOT_FOUND');

    const restored = await api.accounts.restore.mutate({ id: created.id });
    expect(restored).toMatchObject({ id: created.id, name: 'Harbour Care Group' });
    expect((await api.accounts.list.query({ search: 'Harbour Care Group' })).items).toHaveLength(1);
    expect((await rejectionOf(api.accounts.restore.mutate({ id: MISSING_ID }))).message).toBe(
      'Account not found',
    );
  });

  it("lists what the list's card and table show, and leaves the rest to the detail", async () => {
    const created = await api.accounts.create.mutate({
      name: 'Summary Supports',
      accountType: 'small_business',
      legalName: 'Summary Supports Pty Ltd',
      industry: 'Disability Services',
      businessEmail: 'hello@summary.example.com',
      businessPhone: '02 9000 0001',
      annualRevenue: 250000,
      employeeCount: 7,
      address: '1 Long Street',
      city: 'Parramatta',
      state: 'NSW',
      notes: 'Prefers calls in the morning',
      registrationDecisionDate: '2026-01-15',
      registrationExpiryDate: '2029-01-15',
      registrationGroups: ['rg-0104'],
    });
    const [listed] = (await api.accounts.list.query({ search: 'Summary Supports' })).items;
    if (!listed) throw new Error('The account is not listed');
    const { table, ...summary } = listed;
    expect(summary).toEqual({
      id: created.id,
      name: 'Summary Supports',
      legalName: 'Summary Supports Pty Ltd',
      accountType: 'small_business',
      parentAccount: null,
      industry: 'Disability Services',
      businessEmail: 'hello@summary.example.com',
      businessPhone: '02 9000 0001',
      phone: null,
      annualRevenue: 250000,
      employeeCount: 7,
      city: 'Parramatta',
      state: 'NSW',
      ownerId: null,
      ownerName: null,
      registrationExpiryDate: '2029-01-15',
      createdAt: created.createdAt,
    });
    expect(table.owner).toBeNull();
    expect(table.nextTask?.title).toBeTypeOf('string');
    const detail = await api.accounts.byId.query({ id: created.id });
    expect(detail).toMatchObject({
      address: '1 Long Street',
      notes: 'Prefers calls in the morning',
      registrationGroups: ['rg-0104'],
    });
    expect(detail.complianceDates).toBeTypeOf('object');
  });

  it('stores empty optional strings and numbers as null, and parses revenue and employee count', async () => {
    const account = await api.accounts.create.mutate({
      name: '  Empty Fields  ',
      accountType: 'startup',
      legalName: '',
      businessName: '   ',
      abn: '',
      taxId: '',
      parentAccountId: '',
      industry: '',
      website: '',
      businessEmail: '',
      businessPhone: '',
      phone: '',
      email: '',
      annualRevenue: '',
      employeeCount: '',
      address: '',
      city: '',
      state: '',
      postcode: '',
      notes: '',
    });
    const row = await dbRow(account.id);
    expect(row).toMatchObject({ name: 'Empty Fields', account_type: 'startup' });
    for (const column of [
      'legal_name',
      'business_name',
      'abn',
      'tax_id',
      'parent_account_id',
      'industry',
      'website',
      'business_email',
      'business_phone',
      'phone',
      'email',
      'annual_revenue',
      'employee_count',
      'address',
      'city',
      'state',
      'postcode',
      'notes',
    ]) {
      expect(row?.[column], column).toBeNull();
    }

    const parsed = await createAccount({ annualRevenue: '1,234,567.89', employeeCount: '12' });
    expect(parsed).toMatchObject({ annualRevenue: 1234567.89, employeeCount: 12 });
    expect((await dbRow(parsed.id))?.annual_revenue).toBe('1234567.89');
  });

  it('rejects a missing name, a bad email and bad numbers with messages beside the fields', async () => {
    const noName = await rejectionOf(api.accounts.create.mutate({ name: ' ', accountType: 'enterprise' }));
    expect(noName.data?.code).toBe('BAD_REQUEST');
    expect(noName.data?.fieldErrors).toEqual({ name: 'Display name is required' });

    const badEmail = await rejectionOf(createAccount({ businessEmail: 'not-an-email' }));
    expect(badEmail.data?.code).toBe('BAD_REQUEST');
    expect(badEmail.data?.fieldErrors?.businessEmail).toBe(
      'Please enter a valid email address for business email',
    );
    expect(badEmail.message).toBe('Please enter a valid email address for business email');

    const badNumbers = await rejectionOf(createAccount({ annualRevenue: -5, employeeCount: '2.5' }));
    expect(badNumbers.data?.fieldErrors).toEqual({
      annualRevenue: 'Annual revenue cannot be negative',
      employeeCount: 'Employee count must be a whole number',
    });
    const notANumber = await rejectionOf(createAccount({ annualRevenue: 'lots' }));
    expect(notANumber.data?.fieldErrors).toEqual({ annualRevenue: 'Annual revenue must be a number' });
  });

  it('finds accounts by name, legal name, business name or industry, ignoring case', async () => {
    const word = unique('zeb');
    const byName = await createAccount({ name: `North ${word} Care` });
    const byLegal = await createAccount({ legalName: `${word.toUpperCase()} Holdings Pty Ltd` });
    const byBusiness = await createAccount({ businessName: `Trading as ${word}` });
    const byIndustry = await createAccount({ industry: `Allied ${word} health` });
    await createAccount({ city: word, notes: word, abn: '51 824 753 556' });

    const found = await api.accounts.list.query({ search: word.toUpperCase() });
    expect(found.items.map((account) => account.id).sort()).toEqual(
      [byName.id, byLegal.id, byBusiness.id, byIndustry.id].sort(),
    );
    expect(await api.accounts.count.query({ search: word.toUpperCase() })).toEqual({
      total: 4,
      totalIs: 'exact',
    });
    for (const [account, field] of [
      [byName, 'North'],
      [byLegal, 'HOLDINGS'],
      [byBusiness, 'trading AS'],
      [byIndustry, 'allied'],
    ] as const) {
      const items = (await api.accounts.list.query({ search: `${field} ${word}`.split(' ')[0] })).items;
      expect(items.map((item) => item.id)).toContain(account.id);
    }
    expect((await api.accounts.list.query({ search: `${word}%` })).items).toEqual([]);
  });

  it('pages through a sorted list in a stable order, tie-broken by id', async () => {
    const name = unique('Same Name ');
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) ids.push((await createAccount({ name })).id);

    const pages = [await api.accounts.list.query({ search: name, pageSize: 3 })];
    while (pages.at(-1)?.next)
      pages.push(await api.accounts.list.query({ search: name, pageSize: 3, after: pages.at(-1)?.next }));
    expect(pages.map((result) => result.items.length)).toEqual([3, 3, 1]);
    expect(await api.accounts.count.query({ search: name })).toEqual({ total: 7, totalIs: 'exact' });
    const sorted = [...ids].sort();
    expect(pages.flatMap((result) => result.items.map((item) => item.id))).toEqual(sorted);
    expect(pages.map((result) => result.previous)).toEqual([null, sorted[3], sorted[6]]);

    const newest = await api.accounts.list.query({ search: name, sort: 'newest', pageSize: 7 });
    expect(newest.items[0]?.id).toBe(ids.at(-1));
  });

  it('lists options by name for selectors and the contacts of an account newest first', async () => {
    const zulu = await createAccount({ name: 'Zulu Options' });
    const alpha = await createAccount({ name: 'Alpha Options' });
    const options = await api.accounts.options.query();
    expect(options.find((option) => option.id === zulu.id)).toEqual({ id: zulu.id, name: 'Zulu Options' });
    const names = options.map((option) => option.name);
    expect(names.indexOf('Alpha Options')).toBeLessThan(names.indexOf('Zulu Options'));

    const first = await api.contacts.create.mutate({
      firstName: 'Ada',
      lastName: 'One',
      accountId: alpha.id,
    });
    const second = await api.contacts.create.mutate({
      firstName: 'Bea',
      lastName: 'Two',
      accountId: alpha.id,
      position: 'Director',
      isPrimary: true,
    });
    const gone = await api.contacts.create.mutate({ firstName: 'Cy', lastName: 'Gone', accountId: alpha.id });
    await api.contacts.delete.mutate({ id: gone.id });
    expect(await api.contacts.byAccount.query({ accountId: alpha.id, sort: 'newest' })).toEqual([
      { id: second.id, firstName: 'Bea', lastName: 'Two', position: 'Director', isPrimary: true },
      { id: first.id, firstName: 'Ada', lastName: 'One', position: null, isPrimary: false },
    ]);
  });

  it('refuses a parent account that is the account itself, below it, or deleted', async () => {
    const top = await createAccount();
    const middle = await createAccount({ parentAccountId: top.id });
    const bottom = await createAccount({ parentAccountId: middle.id });
    expect(bottom.parentAccount).toEqual({ id: middle.id, name: middle.name });

    const itself = await rejectionOf(
      api.accounts.update.mutate({ ...top, parentAccountId: top.id, annualRevenue: null }),
    );
    expect(itself.data?.code).toBe('BAD_REQUEST');
    expect(itself.data?.fieldErrors).toEqual({
      parentAccountId: 'An account cannot be its own parent account',
    });

    const cycle = await rejectionOf(api.accounts.update.mutate({ ...top, parentAccountId: bottom.id }));
    expect(cycle.data?.code).toBe('BAD_REQUEST');
    expect(cycle.data?.fieldErrors).toEqual({
      parentAccountId: "The parent account cannot be one of this account's sub-accounts",
    });
    expect((await api.accounts.byId.query({ id: top.id })).parentAccount).toBeNull();

    const removed = await createAccount();
    await api.accounts.delete.mutate({ id: removed.id });
    const deletedParent = await rejectionOf(createAccount({ parentAccountId: removed.id }));
    expect(deletedParent.data?.fieldErrors).toEqual({ parentAccountId: 'Parent account not found' });

    const moved = await api.accounts.update.mutate({ ...bottom, parentAccountId: top.id });
    expect(moved.parentAccount?.id).toBe(top.id);

    await api.accounts.delete.mutate({ id: top.id });
    expect((await api.accounts.byId.query({ id: middle.id })).parentAccount).toBeNull();
  });

  it("lists an account's own leads and opportunities, and counts them, for its detail page", async () => {
    const [mine, other] = await Promise.all([createAccount(), createAccount()]);
    const contactOf = (accountId: string) =>
      api.contacts.create.mutate({ firstName: 'Ona', lastName: unique('Related'), accountId });
    const [myContact, otherContact] = await Promise.all([contactOf(mine.id), contactOf(other.id)]);
    for (const title of ['First enquiry', 'Second enquiry'])
      await api.leads.create.mutate({ title, accountId: mine.id, contactId: myContact.id });
    await api.leads.create.mutate({ title: 'Elsewhere', accountId: other.id, contactId: otherContact.id });
    await api.opportunities.create.mutate({ name: 'Audit deal', accountId: mine.id, amount: 42_000 });
    await api.opportunities.create.mutate({ name: 'Other deal', accountId: other.id });

    const leads = await api.leads.list.query({ accountId: mine.id, sort: 'newest' });
    expect(leads.items.map((lead) => lead.title)).toEqual(['Second enquiry', 'First enquiry']);
    expect(await api.leads.count.query({ accountId: mine.id })).toEqual({ total: 2, totalIs: 'exact' });
    const deals = await api.opportunities.list.query({ accountId: mine.id });
    expect(deals.items.map((deal) => [deal.name, deal.amount])).toEqual([['Audit deal', 42_000]]);
    const refused = await rejectionOf(api.leads.list.query({ accountId: 'not-an-id' }));
    expect(refused.data?.fieldErrors).toMatchObject({ accountId: 'Please choose a valid account' });
  });

  it('refuses to delete an account that still has contacts or leads, naming how many', async () => {
    const account = await createAccount();
    const contacts = await Promise.all(
      ['One', 'Two'].map((lastName) =>
        api.contacts.create.mutate({ firstName: 'Kept', lastName, accountId: account.id }),
      ),
    );
    const refused = await rejectionOf(api.accounts.delete.mutate({ id: account.id }));
    expect(refused.data?.code).toBe('CONFLICT');
    expect(refused.message).toBe(
      'This account still has 2 contacts. Delete them or move them to another account first.',
    );
    expect(await api.accounts.byId.query({ id: account.id })).toMatchObject({ id: account.id });

    await api.contacts.delete.mutate({ id: contacts[0]?.id ?? '' });
    expect((await rejectionOf(api.accounts.delete.mutate({ id: account.id }))).message).toBe(
      'This account still has 1 contact. Delete them or move them to another account first.',
    );
    const lead = await api.leads.create.mutate({
      title: 'Audit preparation',
      accountId: account.id,
      contactId: contacts[1]?.id ?? '',
    });
    expect((await rejectionOf(api.accounts.delete.mutate({ id: account.id }))).message).toBe(
      'This account still has 1 contact and 1 lead. Delete them or move them to another account first.',
    );
    await api.leads.delete.mutate({ id: lead.id });
    expect((await rejectionOf(api.accounts.delete.mutate({ id: account.id }))).message).toBe(
      'This account still has 1 contact. Delete them or move them to another account first.',
    );
    await api.contacts.delete.mutate({ id: contacts[1]?.id ?? '' });
    expect(await api.accounts.delete.mutate({ id: account.id })).toEqual({ id: account.id });
  });

  it('sets created_by from the session, whatever the input says', async () => {
    const other = await signedInStaff(server, 'Other', 'Person');
    const forged = { name: unique('Forged '), accountType: 'government', createdBy: other.me.id };
    const account = await api.accounts.create.mutate(forged as AccountInput);
    expect(account).not.toHaveProperty('createdBy');
    expect((await dbRow(account.id))?.created_by).toBe(staff.me.id);

    await other.client.accounts.update.mutate({ ...account, createdBy: other.me.id } as AccountInput & {
      id: string;
    });
    expect((await dbRow(account.id))?.created_by).toBe(staff.me.id);
  });

  it('answers 401 on every accounts procedure without a session', async () => {
    const { client } = createApiClient(server.url);
    const id = MISSING_ID;
    const calls = [
      client.accounts.list.query({}),
      client.accounts.options.query(),
      client.accounts.byId.query({ id }),
      client.accounts.create.mutate({ name: 'Nope', accountType: 'enterprise' }),
      client.accounts.update.mutate({ id, name: 'Nope', accountType: 'enterprise' }),
      client.accounts.delete.mutate({ id }),
      client.accounts.restore.mutate({ id }),
    ];
    // Every call gets its handler at once: one that fails while an earlier one is awaited
    // would otherwise count as an unhandled rejection.
    for (const rejection of calls.map(rejectionOf)) expect((await rejection).data?.httpStatus).toBe(401);
  });
});
