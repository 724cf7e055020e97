import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Task } from '../../src/server/db/entities/task.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

/** Today in Sydney, read from the clock here (not from the app's own helpers), and `days` after it. */
function sydneyDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

describe('Log call', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let colleague: Awaited<ReturnType<typeof signedInStaff>>;
  let party: { account: string; contact: string };
  const em = () => server.database.orm.em.fork();

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair');
    colleague = await signedInStaff(server, 'Sam', 'Okafor');
    const fork = em();
    const account = fork.create(Account, { name: 'Harbour Disability Services' });
    const contact = fork.create(Contact, {
      firstName: 'Jane',
      lastName: 'Citizen',
      account,
      mobile: '0412 345 678',
      phone: '02 9000 1234',
    });
    await fork.flush();
    party = { account: account.id, contact: contact.id };
  });
  afterAll(async () => {
    await server.close();
  });

  it('logs the call on a lead, sets Last contact and makes the follow-up task due tomorrow in Sydney', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Registration enquiry',
      accountId: party.account,
      contactId: party.contact,
      assignedToId: colleague.me.id,
    });
    expect(lead.contactNumbers).toEqual([
      { label: 'Mobile', number: '0412 345 678' },
      { label: 'Phone', number: '02 9000 1234' },
    ]);
    const tomorrow = sydneyDay(1);
    const logged = await api.client.activities.logCall.mutate({
      subject: 'lead',
      subjectId: lead.id,
      outcome: 'left_voicemail',
      note: '  Asked her to call back  ',
      followUp: 'tomorrow',
    });
    expect(logged).toEqual({ followUpDate: tomorrow });

    const fresh = await api.client.leads.byId.query({ id: lead.id });
    expect(fresh.lastContactDate).toBe(sydneyDay());
    expect(fresh.followUpDate).toBe(tomorrow);
    const activities = await api.client.activities.list.query({ subject: 'lead', subjectId: lead.id });
    const call = activities.find((activity) => activity.type === 'call');
    expect(call).toMatchObject({ title: 'Call: Left voicemail', description: 'Asked her to call back' });
    expect(activities.map((activity) => activity.title)).toContain('Follow-up scheduled');
    const tasks = await api.client.tasks.list.query({ subject: 'lead', subjectId: lead.id });
    expect(tasks.items).toHaveLength(1);
    expect(tasks.items[0]).toMatchObject({
      title: 'Follow up: Registration enquiry',
      dueDate: tomorrow,
      assigneeId: colleague.me.id,
      automatic: 'follow_up',
    });
  });

  it('logs a call without a follow-up: no task, the date still set', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Quiet enquiry',
      accountId: party.account,
      contactId: party.contact,
    });
    const logged = await api.client.activities.logCall.mutate({
      subject: 'lead',
      subjectId: lead.id,
      outcome: 'no_answer',
    });
    expect(logged).toEqual({ followUpDate: null });
    expect((await api.client.leads.byId.query({ id: lead.id })).lastContactDate).toBe(sydneyDay());
    expect(await em().count(Task, { lead: lead.id })).toBe(0);
  });

  it('logs a call on a contact with a follow-up next week, for the caller', async () => {
    const logged = await api.client.activities.logCall.mutate({
      subject: 'contact',
      subjectId: party.contact,
      outcome: 'reached',
      note: 'Booked a meeting',
      followUp: 'next_week',
    });
    expect(logged.followUpDate).toBe(sydneyDay(7));
    const activities = await api.client.activities.list.query({
      subject: 'contact',
      subjectId: party.contact,
    });
    // Saved in one flush, the two usually share their millisecond: their order between them is not kept.
    expect(activities.map((activity) => activity.title).sort()).toEqual([
      'Call: Reached',
      'Follow-up scheduled',
    ]);
    const tasks = await api.client.tasks.list.query({ subject: 'contact', subjectId: party.contact });
    expect(tasks.items).toMatchObject([
      { title: 'Follow up: Jane Citizen', dueDate: sydneyDay(7), assigneeId: api.me.id },
    ]);
  });

  it('writes nothing when any part fails: one transaction', async () => {
    const lead = await api.client.leads.create.mutate({
      title: 'Half-write probe',
      accountId: party.account,
      contactId: party.contact,
    });
    const connection = em().getConnection();
    await connection.execute(
      `alter table tasks add constraint probe_no_call_tasks check (title <> 'Follow up: Half-write probe')`,
    );
    try {
      const error = await rejectionOf(
        api.client.activities.logCall.mutate({
          subject: 'lead',
          subjectId: lead.id,
          outcome: 'reached',
          followUp: 'in_2_weeks',
        }),
      );
      expect(error).toBeDefined();
    } finally {
      await connection.execute('alter table tasks drop constraint probe_no_call_tasks');
    }
    const fresh = await api.client.leads.byId.query({ id: lead.id });
    expect(fresh).toMatchObject({ lastContactDate: null, followUpDate: null });
    expect(await em().count(Activity, { lead: lead.id, type: 'call' })).toBe(0);
  });

  it('names the field of bad input, and answers 404 for an unknown record', async () => {
    const badOutcome = await rejectionOf(
      api.client.activities.logCall.mutate({
        subject: 'lead',
        subjectId: party.contact,
        outcome: 'hung_up' as 'reached',
        followUp: 'someday' as 'tomorrow',
      }),
    );
    expect(badOutcome.data?.httpStatus).toBe(400);
    expect(badOutcome.data?.fieldErrors).toEqual({
      outcome: 'Please choose how the call went',
      followUp: 'Please choose a follow-up',
    });
    const badSubject = await rejectionOf(
      api.client.activities.logCall.mutate({
        subject: 'account' as 'lead',
        subjectId: party.account,
        outcome: 'reached',
      }),
    );
    expect(badSubject.data?.fieldErrors).toEqual({ subject: 'Please choose a lead or contact' });
    const longNote = await rejectionOf(
      api.client.activities.logCall.mutate({
        subject: 'contact',
        subjectId: party.contact,
        outcome: 'reached',
        note: 'x'.repeat(5001),
      }),
    );
    expect(longNote.data?.fieldErrors).toEqual({ note: 'Note must be at most 5000 characters' });
    const missing = await rejectionOf(
      api.client.activities.logCall.mutate({ subject: 'lead', subjectId: party.contact, outcome: 'reached' }),
    );
    expect(missing.data?.httpStatus).toBe(404);
  });

  it('is for signed-in, approved staff only', async () => {
    const anonymous = createApiClient(server.url);
    const call = { subject: 'contact', subjectId: party.contact, outcome: 'reached' } as const;
    const signedOut = await rejectionOf(anonymous.client.activities.logCall.mutate(call));
    expect(signedOut.data?.httpStatus).toBe(401);
    const fork = em();
    await fork
      .getConnection()
      .execute(`update profiles set status = 'pending' where id = ?`, [colleague.me.id]);
    try {
      const pending = await rejectionOf(colleague.client.activities.logCall.mutate(call));
      expect(pending.data?.httpStatus).toBe(403);
    } finally {
      await fork
        .getConnection()
        .execute(`update profiles set status = 'active' where id = ?`, [colleague.me.id]);
    }
  });
});
