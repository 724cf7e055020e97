import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Task } from '../../src/server/db/entities/task.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

/** 'YYYY-MM-DD' `days` after today in the firm's time zone. */
function dayFrom(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe('tasks', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let colleague: Awaited<ReturnType<typeof signedInStaff>>;
  let party: { account: string; contact: string };
  const em = () => server.database.orm.em.fork();
  const today = businessToday();

  async function newLead(title: string, assignedToId: string | null = null) {
    return api.client.leads.create.mutate({
      title,
      accountId: party.account,
      contactId: party.contact,
      assignedToId,
    });
  }

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair');
    colleague = await signedInStaff(server, 'Sam', 'Okafor');
    const fork = em();
    const account = fork.create(Account, { name: 'Harbour Disability Services' });
    const contact = fork.create(Contact, { firstName: 'Jane', lastName: 'Citizen', account });
    await fork.flush();
    party = { account: account.id, contact: contact.id };
  });
  afterAll(async () => {
    await server.close();
  });

  it('schedules a follow-up as a task for the lead’s owner, with the date and the activity', async () => {
    const lead = await newLead('Registration enquiry', colleague.me.id);
    const due = dayFrom(today, 3);
    const updated = await api.client.leads.scheduleFollowUp.mutate({ id: lead.id, followUpDate: due });
    expect(updated.followUpDate).toBe(due);

    const tasks = await api.client.tasks.list.query({ subject: 'lead', subjectId: lead.id });
    expect(tasks.items).toMatchObject([
      {
        title: 'Follow up: Registration enquiry',
        dueDate: due,
        status: 'open',
        assigneeId: colleague.me.id,
        assigneeName: 'Sam Okafor',
        subject: 'lead',
        subjectId: lead.id,
        subjectName: 'Registration enquiry',
        automatic: 'follow_up',
      },
    ]);
    const activities = await api.client.activities.list.query({ subject: 'lead', subjectId: lead.id });
    expect(activities[0]).toMatchObject({ title: 'Follow-up scheduled' });
  });

  it('assigns the follow-up to whoever schedules it when the lead has no owner, and moves it when scheduled again', async () => {
    const lead = await newLead('Audit enquiry');
    await api.client.leads.scheduleFollowUp.mutate({ id: lead.id, followUpDate: dayFrom(today, 1) });
    await api.client.leads.scheduleFollowUp.mutate({ id: lead.id, followUpDate: dayFrom(today, 5) });
    const tasks = await api.client.tasks.list.query({ subject: 'lead', subjectId: lead.id });
    expect(tasks.items).toHaveLength(1);
    expect(tasks.items[0]).toMatchObject({ dueDate: dayFrom(today, 5), assigneeId: api.me.id });
  });

  it('writes neither the date, the task nor the activity when the follow-up cannot be saved', async () => {
    const lead = await newLead('Half-write probe');
    // A constraint refuses this one task: the failure inside the transaction must undo all three writes.
    await em()
      .getConnection()
      .execute(
        `alter table tasks add constraint probe_no_tasks check (title <> 'Follow up: Half-write probe')`,
      );
    try {
      const error = await rejectionOf(
        api.client.leads.scheduleFollowUp.mutate({ id: lead.id, followUpDate: dayFrom(today, 2) }),
      );
      expect(error).toBeDefined();
    } finally {
      await em().getConnection().execute('alter table tasks drop constraint probe_no_tasks');
    }
    const fresh = await api.client.leads.byId.query({ id: lead.id });
    expect(fresh.followUpDate).toBeNull();
    expect(await em().count(Task, { lead: lead.id })).toBe(0);
    expect(await em().count(Activity, { lead: lead.id, title: 'Follow-up scheduled' })).toBe(0);
  });

  it('completes a task once, writing one activity on its record', async () => {
    const task = await api.client.tasks.create.mutate({
      title: 'Send the audit checklist',
      dueDate: today,
      subject: 'account',
      subjectId: party.account,
      notes: 'Use the 2026 template',
    });
    expect(task).toMatchObject({
      status: 'open',
      assigneeId: api.me.id,
      subjectName: 'Harbour Disability Services',
    });

    const done = await colleague.client.tasks.complete.mutate({ id: task.id });
    expect(done.status).toBe('done');
    expect(done.completedAt).toBeInstanceOf(Date);
    await colleague.client.tasks.complete.mutate({ id: task.id });

    const activities = await api.client.activities.list.query({
      subject: 'account',
      subjectId: party.account,
    });
    expect(activities.filter((activity) => activity.type === 'task_completed')).toMatchObject([
      { title: 'Task completed: Send the audit checklist', description: 'Use the 2026 template' },
    ]);
    const reopened = await api.client.tasks.reopen.mutate({ id: task.id });
    expect(reopened).toMatchObject({ status: 'open', completedAt: null });
  });

  it('groups open tasks into overdue, today and upcoming by the firm’s date, and done ones apart', async () => {
    const contact = party.contact;
    const make = (title: string, days: number) =>
      colleague.client.tasks.create.mutate({
        title,
        dueDate: dayFrom(today, days),
        subject: 'contact',
        subjectId: contact,
      });
    const overdue = await make('Overdue call', -2);
    const due = await make('Today call', 0);
    const upcoming = await make('Upcoming call', 4);
    const finished = await make('Finished call', -1);
    await colleague.client.tasks.complete.mutate({ id: finished.id });

    const group = async (name: 'overdue' | 'today' | 'upcoming' | 'done') =>
      (
        await api.client.tasks.list.query({
          assigneeId: colleague.me.id,
          subject: 'contact',
          due: name,
          sort: name === 'done' ? 'completed' : 'due',
        })
      ).items.map((task) => task.id);
    expect(await group('overdue')).toEqual([overdue.id]);
    expect(await group('today')).toEqual([due.id]);
    expect(await group('upcoming')).toEqual([upcoming.id]);
    expect(await group('done')).toEqual([finished.id]);

    const moved = await api.client.tasks.reschedule.mutate({
      id: overdue.id,
      dueDate: dayFrom(today, 7),
      dueTime: '09:30',
    });
    expect(moved).toMatchObject({ dueDate: dayFrom(today, 7), dueTime: '09:30' });
    expect(await group('overdue')).toEqual([]);
  });

  it('refuses a task without a due date or on a record that does not exist, naming the field', async () => {
    const noDate = await rejectionOf(
      api.client.tasks.create.mutate({ title: 'x', dueDate: '', subject: 'lead', subjectId: party.account }),
    );
    expect(noDate.message).toContain('Due date is required');
    const missing = await rejectionOf(
      api.client.tasks.create.mutate({
        title: 'x',
        dueDate: today,
        subject: 'lead',
        subjectId: party.account,
      }),
    );
    expect(missing.message).toBe('Lead not found');
    expect(missing.data?.httpStatus).toBe(404);
  });

  it('shows every activity on the Timeline, newest first, with its record, by person and record type', async () => {
    const timeline = await api.client.activities.timeline.query({ subject: 'account' });
    expect(timeline.items[0]).toMatchObject({
      type: 'task_completed',
      subject: 'account',
      subjectId: party.account,
      subjectName: 'Harbour Disability Services',
      byName: 'Sam Okafor',
    });
    const mine = await api.client.activities.timeline.query({ byId: colleague.me.id });
    expect(mine.items.every((item) => item.byName === 'Sam Okafor')).toBe(true);
    const all = await api.client.activities.timeline.query({});
    const times = all.items.map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const found = await api.client.activities.timeline.query({ search: 'checklist' });
    expect(found.items.map((item) => item.title)).toEqual(['Task completed: Send the audit checklist']);
    const tomorrow = await api.client.activities.timeline.query({ from: dayFrom(today, 1) });
    expect(tomorrow.items).toEqual([]);
  });

  it('reads the Tasks view by assignee and group, and the Timeline by person, from indexes', async () => {
    const plans = await em().transactional(async (tx) => {
      await tx.execute('set local enable_seqscan = off');
      await tx.execute('set local enable_sort = off');
      const plan = async (query: string) =>
        (await tx.execute<{ 'QUERY PLAN': string }[]>(`explain ${query}`))
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      const due = "r.due_date, coalesce(r.due_time, '24:00'::time), r.id";
      return [
        await plan(
          `select r.id from tasks r where r.deleted_at is null and r.assignee_id = '${api.me.id}' and r.status = 'open'
             and r.due_date < '${today}' order by ${due} limit 25`,
        ),
        await plan(
          `select r.id from tasks r where r.deleted_at is null and r.status = 'open' and r.due_date > '${today}'
             order by r.due_date desc, coalesce(r.due_time, '24:00'::time) desc, r.id desc limit 25`,
        ),
        await plan(
          `select r.id from activities r where r.created_by = '${api.me.id}' order by r.created_at desc, r.id desc limit 25`,
        ),
        await plan('select r.id from activities r order by r.created_at desc, r.id desc limit 25'),
      ];
    });
    for (const text of plans) {
      expect(text).toMatch(/Index (Only )?Scan/);
      expect(text).not.toMatch(/Sort/);
    }
  });

  it('shows My day: my overdue and today’s tasks, my leads quiet for 14 days, my opportunities past their close date', async () => {
    const me = await signedInStaff(server, 'Mia', 'Day');
    const quiet = await me.client.leads.create.mutate({
      title: 'Quiet lead',
      accountId: party.account,
      contactId: party.contact,
      assignedToId: me.me.id,
    });
    const busy = await me.client.leads.create.mutate({
      title: 'Busy lead',
      accountId: party.account,
      contactId: party.contact,
      assignedToId: me.me.id,
    });
    await em()
      .getConnection()
      .execute(`update activities set created_at = now() - interval '20 days' where lead_id in (?, ?)`, [
        quiet.id,
        busy.id,
      ]);
    await me.client.activities.create.mutate({
      subject: 'lead',
      subjectId: busy.id,
      type: 'call',
      title: 'Called',
    });
    const late = await me.client.opportunities.create.mutate({
      name: 'Late deal',
      accountId: party.account,
      ownerId: me.me.id,
      expectedCloseDate: dayFrom(today, -1),
    });
    await me.client.opportunities.create.mutate({
      name: 'Future deal',
      accountId: party.account,
      ownerId: me.me.id,
      expectedCloseDate: dayFrom(today, 10),
    });
    const make = (title: string, days: number) =>
      me.client.tasks.create.mutate({
        title,
        dueDate: dayFrom(today, days),
        subject: 'lead',
        subjectId: busy.id,
      });
    const overdue = await make('Overdue task', -3);
    const due = await make('Today task', 0);
    await make('Tomorrow task', 1);
    const finished = await make('Finished task', -1);
    await me.client.tasks.complete.mutate({ id: finished.id });

    const day = await me.client.dashboard.myDay.query();
    expect(day.tasks.items.map((task) => task.id)).toEqual([overdue.id, due.id]);
    expect(day.quietLeads.items.map((lead) => lead.title)).toEqual(['Quiet lead']);
    expect(day.lateOpportunities.items.map((opportunity) => opportunity.id)).toEqual([late.id]);
  });
});
