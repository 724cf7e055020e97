import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

describe('leads and their activities', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let acme: { account: string; contact: string };
  let other: { account: string; contact: string };

  async function party(name: string, firstName: string, lastName: string) {
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name });
    const contact = em.create(Contact, {
      firstName,
      lastName,
      account,
      email: `${firstName}.${lastName}@example.com`.toLowerCase(),
    });
    await em.flush();
    return { account: account.id, contact: contact.id };
  }

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair', 'manager');
    acme = await party('Harbour Disability Services', 'Jane', 'Citizen');
    other = await party('Inland Care Group', 'Tom', 'Baker');
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates a lead with the spec defaults and records who and when', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Registration help',
      accountId: acme.account,
      contactId: acme.contact,
    });
    expect(lead).toMatchObject({
      title: 'Registration help',
      status: 'new',
      enquiryType: 'sales_inquiry',
      source: 'website_form',
      priority: 'medium',
      probability: 20,
      estimatedValue: null,
      expectedCloseDate: null,
      followUpDate: null,
      accountName: 'Harbour Disability Services',
      contactName: 'Jane Citizen',
      painPoints: [],
    });
    const row = await server.database.orm.em.fork().findOneOrFail(Lead, { id: lead.id });
    expect(row.createdBy?.id).toBe(api.me.id);
  });

  it('adds the automatic activity on create and on update, in the same write', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Audit prep',
      accountId: acme.account,
      contactId: acme.contact,
    });
    expect(await api.client.activities.list.query({ subject: 'lead', subjectId: lead.id })).toMatchObject([
      { type: 'note', title: 'Lead created', description: 'New lead created manually' },
    ]);
    await api.client.leads.update.mutate({
      id: lead.id,
      title: 'Audit preparation',
      accountId: acme.account,
      contactId: acme.contact,
      status: 'qualified',
    });
    const activities = await api.client.activities.list.query({ subject: 'lead', subjectId: lead.id });
    expect(activities.map((activity) => activity.title)).toEqual(['Lead updated', 'Lead created']);
    expect(activities[0]?.description).toBe('Changed Title, Status');
  });

  it('requires a title and both account and contact', async () => {
    const missingParties = await rejectionOf(api.client.leads.create.mutate({ title: 'No parties' }));
    expect(missingParties.data?.httpStatus).toBe(400);
    expect(missingParties.message).toBe('Account is required');
    expect(missingParties.data?.fieldErrors).toEqual({
      accountId: 'Account is required',
      contactId: 'Contact is required',
    });

    const noTitle = await rejectionOf(
      api.client.leads.create.mutate({ title: ' ', accountId: acme.account, contactId: acme.contact }),
    );
    expect(noTitle.data?.fieldErrors).toEqual({ title: 'Title is required' });
  });

  describe('quick create of a new account and contact', () => {
    const historyOf = (recordType: 'accounts' | 'contacts', recordId: string) =>
      api.client.history.list.query({ recordType, recordId });

    it('creates the account and contact with the lead, each with its Created history by the staff member', async () => {
      const lead = await api.client.leads.create.mutate({
        title: 'Phone enquiry',
        newParty: {
          name: 'Ruby Okafor',
          email: 'ruby@sunrise.example',
          phone: '0400 111 222',
          company: 'Sunrise Supports',
        },
      });
      expect(lead).toMatchObject({ accountName: 'Sunrise Supports', contactName: 'Ruby Okafor' });
      const contact = await api.client.contacts.byId.query({ id: lead.contactId });
      expect(contact).toMatchObject({
        email: 'ruby@sunrise.example',
        phone: '0400 111 222',
        account: { id: lead.accountId, name: 'Sunrise Supports' },
      });
      const [accountCreated] = await historyOf('accounts', lead.accountId);
      expect(accountCreated).toMatchObject({ action: 'create', byName: 'Priya Nair' });
      expect(accountCreated?.changes).toContainEqual({
        field: 'name',
        before: null,
        after: 'Sunrise Supports',
      });
      const [contactCreated] = await historyOf('contacts', lead.contactId);
      expect(contactCreated).toMatchObject({ action: 'create', byName: 'Priya Nair' });
      expect(contactCreated?.changes).toContainEqual({
        field: 'email',
        before: null,
        after: 'ruby@sunrise.example',
      });
    });

    it("reuses the contact its email finds (ignoring case), with that contact's account, and says so beforehand", async () => {
      const newParty = {
        name: 'J. Citizen',
        email: 'JANE.CITIZEN@example.com',
        phone: '',
        company: 'Somewhere Else',
      };
      const [match, ...rest] = await api.client.leads.likelyDuplicates.query({
        values: { title: 'Second enquiry', newParty },
      });
      expect(rest).toEqual([]);
      expect(match).toMatchObject({ id: acme.contact, type: 'contacts', name: 'Jane Citizen' });

      const lead = await api.client.leads.create.mutate({ title: 'Second enquiry', newParty });
      expect(lead).toMatchObject({ accountId: acme.account, contactId: acme.contact });
      const em = server.database.orm.em.fork();
      expect(await em.count(Account, { name: 'Somewhere Else' })).toBe(0);
      expect(await em.count(Contact, { email: 'jane.citizen@example.com' })).toBe(1);
    });

    it('finds the account by its name, and warns of a contact with the same name there', async () => {
      const newParty = {
        name: 'Tom Baker',
        email: 'tom.b@elsewhere.example',
        phone: '',
        company: 'inland care group',
      };
      const matches = await api.client.leads.likelyDuplicates.query({
        values: { title: 'Tom again', newParty },
      });
      expect(matches).toEqual(
        expect.arrayContaining([
          { id: other.account, name: 'Inland Care Group', reason: 'Similar name', type: 'accounts' },
          { id: other.contact, name: 'Tom Baker', reason: 'Same name at the same account', type: 'contacts' },
        ]),
      );
      const lead = await api.client.leads.create.mutate({ title: 'Tom again', newParty });
      expect(lead.accountId).toBe(other.account);
      expect(lead.contactId).not.toBe(other.contact);
    });

    it('names the quick create fields it lacks and leaves nothing behind when the lead fails', async () => {
      const noName = await rejectionOf(
        api.client.leads.create.mutate({ title: 'No name', newParty: { name: ' ', email: 'not-an-email' } }),
      );
      expect(noName.data?.fieldErrors).toMatchObject({
        'newParty.name': 'Name is required',
        'newParty.email': 'Please enter a valid email address',
      });
      const em = server.database.orm.em.fork();
      const noTitle = await rejectionOf(
        api.client.leads.create.mutate({
          title: ' ',
          newParty: { name: 'Left Behind', company: 'Ghost Pty Ltd' },
        }),
      );
      expect(noTitle.data?.fieldErrors).toEqual({ title: 'Title is required' });
      const badAssignee = await rejectionOf(
        api.client.leads.create.mutate({
          title: 'Bad assignee',
          newParty: { name: 'Left Behind', company: 'Ghost Pty Ltd' },
          assignedToId: '00000000-0000-4000-8000-000000000000',
        }),
      );
      expect(badAssignee.data?.httpStatus).toBe(400);
      expect(await em.count(Account, { name: 'Ghost Pty Ltd' })).toBe(0);
      expect(await em.count(Contact, { firstName: 'Left' })).toBe(0);
    });
  });

  it('refuses a contact that does not belong to the chosen account', async () => {
    const error = await rejectionOf(
      api.client.leads.create.mutate({
        title: 'Mismatch',
        accountId: acme.account,
        contactId: other.contact,
      }),
    );
    expect(error.data?.fieldErrors).toEqual({
      contactId: 'This contact does not belong to the selected account',
    });
  });

  it('refuses an account or a contact deleted since it was chosen', async () => {
    const em = server.database.orm.em.fork();
    const gone = await party('Closed Doors Care', 'Ana', 'Gone');
    await em.execute('update contacts set deleted_at = now() where id = ?', [gone.contact]);
    const deletedContact = await rejectionOf(
      api.client.leads.create.mutate({ title: 'Gone', accountId: gone.account, contactId: gone.contact }),
    );
    expect(deletedContact.data?.fieldErrors).toEqual({ contactId: 'Please select both account and contact' });
    await em.execute('update accounts set deleted_at = now() where id = ?', [gone.account]);
    const deletedAccount = await rejectionOf(
      api.client.leads.create.mutate({ title: 'Gone', accountId: gone.account, contactId: gone.contact }),
    );
    expect(deletedAccount.data?.fieldErrors).toEqual({ accountId: 'Please select both account and contact' });
    expect(await em.count(Lead, { title: 'Gone' })).toBe(0);
  });

  it('validates numbers and dates, and stores empty values as null', async () => {
    const bad = await rejectionOf(
      api.client.leads.create.mutate({
        title: 'Bad numbers',
        accountId: acme.account,
        contactId: acme.contact,
        probability: 101,
        estimatedValue: -5,
      }),
    );
    expect(bad.data?.fieldErrors).toMatchObject({
      probability: 'Probability must be between 0 and 100',
      estimatedValue: 'Estimated value cannot be negative',
    });

    const lead = await api.client.leads.create.mutate({
      title: 'Empty values',
      accountId: acme.account,
      contactId: acme.contact,
      estimatedValue: '',
      expectedCloseDate: '',
      description: '   ',
      providerType: '',
      painPoints: [' Policies ', 'Policies', 'Training'],
    });
    expect(lead).toMatchObject({
      estimatedValue: null,
      expectedCloseDate: null,
      description: null,
      providerType: null,
    });
    expect(lead.painPoints).toEqual(['Policies', 'Training']);
  });

  it('searches title, description, account name and contact name, case-insensitively', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Zebra crossing upgrade',
      description: 'Needs a Quokka-friendly policy',
      accountId: other.account,
      contactId: other.contact,
    });
    for (const search of ['ZEBRA', 'quokka-FRIENDLY', 'inland care', 'tom bak']) {
      const page = await api.client.leads.list.query({ search });
      expect(
        page.items.map((item) => item.id),
        search,
      ).toContain(lead.id);
    }
    expect((await api.client.leads.list.query({ search: 'ZEBRA' })).items).toContainEqual(
      expect.objectContaining({
        id: lead.id,
        accountId: other.account,
        accountName: 'Inland Care Group',
        contactId: other.contact,
        contactName: 'Tom Baker',
      }),
    );
    expect((await api.client.leads.count.query({ search: 'no such thing at all' })).total).toBe(0);
    expect((await api.client.leads.count.query({ search: '100%' })).total).toBe(0);
  });

  it('lists newest first and pages in a stable order', async () => {
    const all = await api.client.leads.list.query({ pageSize: 100 });
    const times = all.items.map((item) => item.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const first = await api.client.leads.list.query({ pageSize: 2 });
    const second = await api.client.leads.list.query({ pageSize: 2, after: first.next });
    expect(await api.client.leads.count.query({ after: second.next })).toEqual({
      total: all.items.length,
      totalIs: 'exact',
    });
    expect(second.previous).toBe(second.items[0]?.id);
    const back = await api.client.leads.list.query({ pageSize: 2, before: second.previous });
    expect(back.items.map((item) => item.id)).toEqual(first.items.map((item) => item.id));
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(
      all.items.slice(0, 4).map((item) => item.id),
    );
  });

  it('soft-deletes a lead and restores it', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Short-lived',
      accountId: acme.account,
      contactId: acme.contact,
    });
    await api.client.leads.delete.mutate({ id: lead.id });
    expect((await api.client.leads.count.query({ search: 'Short-lived' })).total).toBe(0);
    expect((await rejectionOf(api.client.leads.byId.query({ id: lead.id }))).message).toBe('Lead not found');
    await api.client.leads.restore.mutate({ id: lead.id });
    expect((await api.client.leads.byId.query({ id: lead.id })).title).toBe('Short-lived');
  });

  it('adds activities (title required; newest first) and schedules a follow-up with a record of it', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Busy lead',
      accountId: acme.account,
      contactId: acme.contact,
    });
    const noTitle = await rejectionOf(
      api.client.activities.create.mutate({ subject: 'lead', subjectId: lead.id, type: 'call', title: '' }),
    );
    expect(noTitle.data?.fieldErrors).toEqual({ title: 'Title is required' });
    const serverOnly = await rejectionOf(
      api.client.activities.create.mutate({
        subject: 'lead',
        subjectId: lead.id,
        type: 'form_submission' as 'call',
        title: 'Forged',
      }),
    );
    expect(serverOnly.data?.httpStatus).toBe(400);

    await api.client.activities.create.mutate({
      subject: 'lead',
      subjectId: lead.id,
      type: 'call',
      title: 'Called Jane',
      description: 'Left a message',
    });
    const followed = await api.client.leads.scheduleFollowUp.mutate({
      id: lead.id,
      followUpDate: '2026-12-01',
    });
    expect(followed.followUpDate).toBe('2026-12-01');
    const activities = await api.client.activities.list.query({ subject: 'lead', subjectId: lead.id });
    expect(activities.map((activity) => activity.title)).toEqual([
      'Follow-up scheduled',
      'Called Jane',
      'Lead created',
    ]);
    expect(activities[0]?.description).toBe('Follow-up scheduled for 1 Dec 2026');
  });

  it('records an assignment when the lead is given to a staff member', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Assigned lead',
      accountId: acme.account,
      contactId: acme.contact,
      assignedToId: api.me.id,
    });
    expect(lead.assignedToName).toBe('Priya Nair');
    const [assignment] = (
      await api.client.activities.list.query({ subject: 'lead', subjectId: lead.id })
    ).filter((a) => a.type === 'assignment');
    expect(assignment?.description).toBe('Assigned to Priya Nair');
    expect(await api.client.leads.assignableStaff.query()).toContainEqual({
      id: api.me.id,
      name: 'Priya Nair',
    });
  });

  it('refuses to delete a contact or an account that a live lead still uses', async () => {
    const parties = await party('Busy Bee Supports', 'Bea', 'Busy');
    const lead = await api.client.leads.create.mutate({
      title: 'Keeps its contact',
      accountId: parties.account,
      contactId: parties.contact,
    });
    const contactRefused = await rejectionOf(api.client.contacts.delete.mutate({ id: parties.contact }));
    expect(contactRefused.data?.httpStatus).toBe(409);
    expect(contactRefused.message).toBe(
      'This contact is on 1 lead. Delete them or give them another contact first.',
    );
    const accountRefused = await rejectionOf(api.client.accounts.delete.mutate({ id: parties.account }));
    expect(accountRefused.message).toBe(
      'This account still has 1 contact and 1 lead. Delete them or move them to another account first.',
    );

    await api.client.leads.delete.mutate({ id: lead.id });
    expect(await api.client.contacts.delete.mutate({ id: parties.contact })).toEqual({ id: parties.contact });

    const restoreRefused = await rejectionOf(api.client.leads.restore.mutate({ id: lead.id }));
    expect(restoreRefused.data?.httpStatus).toBe(409);
    expect(restoreRefused.message).toBe(
      "This lead's account or contact has been deleted. Restore them first.",
    );
    await api.client.contacts.restore.mutate({ id: parties.contact });
    await api.client.leads.restore.mutate({ id: lead.id });
    expect((await api.client.leads.byId.query({ id: lead.id })).contactName).toBe('Bea Busy');
  });

  it('answers 401 on every CRM procedure without a session', async () => {
    const { client } = createApiClient(server.url);
    const id = acme.account;
    const calls: (() => Promise<unknown>)[] = [
      () => client.leads.list.query({}),
      () => client.leads.byId.query({ id }),
      () => client.leads.create.mutate({ title: 'x', accountId: acme.account, contactId: acme.contact }),
      () =>
        client.leads.update.mutate({
          id,
          title: 'x',
          accountId: acme.account,
          contactId: acme.contact,
        }),
      () => client.leads.delete.mutate({ id }),
      () => client.leads.restore.mutate({ id }),
      () => client.leads.scheduleFollowUp.mutate({ id, followUpDate: '2026-12-01' }),
      () => client.leads.assignableStaff.query(),
      () => client.activities.list.query({ subject: 'lead', subjectId: id }),
      () => client.activities.create.mutate({ subject: 'lead', subjectId: id, type: 'note', title: 'x' }),
      () => client.dashboard.stats.query(),
      () => client.dashboard.recentLeads.query(),
      () => client.demoData.create.mutate(),
      () => client.demoData.clear.mutate(),
    ];
    for (const call of calls) expect((await rejectionOf(call())).data?.httpStatus).toBe(401);
  });
});
