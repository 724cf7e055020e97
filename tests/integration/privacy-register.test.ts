import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOverdueRequestTasks } from '../../src/server/features/privacy-requests/overdue.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';

describe('the privacy requests register', () => {
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;
  let mia: Awaited<ReturnType<typeof directStaff>>;
  let ada: Awaited<ReturnType<typeof directStaff>>;

  const request = {
    kind: 'access' as const,
    requesterName: 'Ruth Asker',
    requesterEmail: 'ruth.asker@example.com',
    contactId: null,
    receivedOn: '2026-03-01',
    status: 'open' as const,
    actionTaken: null,
  };

  beforeAll(async () => {
    server = await startTestApp();
    dana = await directStaff(server, 'staff');
    mia = await directStaff(server, 'manager', 'Mia');
    ada = await directStaff(server, 'admin', 'Ada');
  });
  afterAll(async () => {
    await ada.close();
    await mia.close();
    await dana.close();
    await server.close();
  });

  it('records a request due 30 days after it came in, lists it newest first and keeps the due date on update', async () => {
    const first = await mia.caller.privacyRequests.create(request);
    expect(first).toMatchObject({ receivedOn: '2026-03-01', dueOn: '2026-03-31', status: 'open' });
    const second = await mia.caller.privacyRequests.create({
      ...request,
      kind: 'erasure',
      requesterName: 'Sam Second',
      receivedOn: '2026-12-15',
    });
    expect(second.dueOn).toBe('2027-01-14');
    const page = await ada.caller.privacyRequests.list({});
    expect(page.items.map((row) => row.id).slice(0, 2)).toEqual([second.id, first.id]);
    const after = await ada.caller.privacyRequests.list({ cursor: second.id });
    expect(after.items[0]?.id).toBe(first.id);

    const done = await mia.caller.privacyRequests.update({
      id: first.id,
      ...request,
      receivedOn: '2026-03-02',
      status: 'done',
      actionTaken: 'Sent the export by email',
    });
    expect(done).toMatchObject({
      dueOn: '2026-04-01',
      status: 'done',
      actionTaken: 'Sent the export by email',
    });
  });

  it('refuses staff, and names the field of bad input', async () => {
    await expect(dana.caller.privacyRequests.create(request)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(dana.caller.privacyRequests.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(
      mia.caller.privacyRequests.create({ ...request, requesterEmail: 'not an email' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(
      mia.caller.privacyRequests.create({ ...request, contactId: crypto.randomUUID() }),
    ).rejects.toMatchObject({ fieldErrors: { contactId: 'Please choose a valid contact' } });
  });

  it('makes one task for an admin for an overdue open request, however often the daily job runs', async () => {
    const account = await dana.caller.accounts.create({ name: 'Privacy Care', accountType: 'startup' });
    const contact = await dana.caller.contacts.create({
      firstName: 'Pat',
      lastName: 'Late',
      accountId: account.id,
    });
    const late = await mia.caller.privacyRequests.create({
      ...request,
      kind: 'correction',
      requesterName: 'Pat Late',
      contactId: contact.id,
      receivedOn: '2026-05-01',
    });
    const em = () => server.database.orm.em.fork();
    const tasks = async () =>
      (await ada.caller.tasks.list({ subject: 'contact', subjectId: contact.id })).items.map(
        ({ title, dueDate, assigneeId, priority }) => ({ title, dueDate, assigneeId, priority }),
      );

    // On its due date it is not yet overdue.
    await makeOverdueRequestTasks(em(), late.dueOn);
    expect(await tasks()).toEqual([]);

    await Promise.all([
      makeOverdueRequestTasks(em(), '2026-06-01'),
      makeOverdueRequestTasks(em(), '2026-06-01'),
    ]);
    await makeOverdueRequestTasks(em(), '2026-06-02');
    expect(await tasks()).toEqual([
      {
        title: 'Overdue correction request: Pat Late',
        dueDate: '2026-06-01',
        assigneeId: ada.user.id,
        priority: 'high',
      },
    ]);
  });
});

describe('the data breach register', () => {
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;
  let mia: Awaited<ReturnType<typeof directStaff>>;

  const breach = {
    whatHappened: 'A laptop with client files was left on a train',
    foundOn: '2026-04-02',
    assessedBy: 'Mia Direct',
    decision: 'undecided' as const,
    oaicNotifiedOn: null,
    peopleNotifiedOn: null,
    notes: null,
  };

  beforeAll(async () => {
    server = await startTestApp();
    dana = await directStaff(server, 'staff');
    mia = await directStaff(server, 'manager', 'Mia');
  });
  afterAll(async () => {
    await mia.close();
    await dana.close();
    await server.close();
  });

  it('records a breach, then its decision and notifications, newest first', async () => {
    const first = await mia.caller.dataBreaches.create(breach);
    const second = await mia.caller.dataBreaches.create({
      ...breach,
      whatHappened: 'A mail to the wrong person',
    });
    const decided = await mia.caller.dataBreaches.update({
      id: first.id,
      ...breach,
      decision: 'notifiable',
      oaicNotifiedOn: '2026-04-05',
      peopleNotifiedOn: '2026-04-06',
      notes: 'Statement sent',
    });
    expect(decided).toMatchObject({
      decision: 'notifiable',
      oaicNotifiedOn: '2026-04-05',
      peopleNotifiedOn: '2026-04-06',
      notes: 'Statement sent',
    });
    const page = await mia.caller.dataBreaches.list({});
    expect(page.items.map((row) => row.id)).toEqual([second.id, first.id]);
  });

  it('refuses staff and a bad date, naming the field', async () => {
    await expect(dana.caller.dataBreaches.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(mia.caller.dataBreaches.create({ ...breach, foundOn: '2026-02-30' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Found must be a valid date') as unknown,
    });
  });
});
