import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageProbability } from '../../src/shared/enums.ts';
import { CANNOT_DELETE_OTHERS } from '../../src/server/features/records/delete-rule.ts';
import { AuditLog } from '../../src/server/db/entities/audit-log.ts';
import { LeadAssignment } from '../../src/server/db/entities/lead-assignment.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { cookieHeader } from '../support/raw-call.ts';
import { signedInStaff } from '../support/staff.ts';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

describe('the table view: bulk actions on chosen records, and the remembered layout', () => {
  let server: TestApp;
  let manager: Staff;
  let staff: Staff;
  let party: { accountId: string; contactId: string };

  async function leadsBy(api: Staff, ...titles: string[]) {
    const ids: string[] = [];
    for (const title of titles) ids.push((await api.client.leads.create.mutate({ title, ...party })).id);
    return ids;
  }

  const history = (recordId: string) =>
    server.database.orm.em.fork().find(AuditLog, { recordId }, { orderBy: { createdAt: 'asc', id: 'asc' } });

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    manager = await signedInStaff(server, 'Priya', 'Nair', 'manager');
    staff = await signedInStaff(server, 'Sam', 'Lee', 'staff');
    const account = await manager.client.accounts.create.mutate({
      name: 'Harbour Care',
      accountType: 'startup',
    });
    const contact = await manager.client.contacts.create.mutate({
      firstName: 'Jane',
      lastName: 'Citizen',
      accountId: account.id,
    });
    party = { accountId: account.id, contactId: contact.id };
  });
  afterAll(async () => {
    await server.close();
  });

  it('assigns an owner to many leads in one call, each with its history, assignment and activity', async () => {
    const ids = await leadsBy(manager, 'Bulk one', 'Bulk two');
    const result = await manager.client.leads.bulk.mutate({ action: 'assign', ids, ownerId: staff.me.id });
    expect(result).toEqual({ done: [...ids].sort(), refused: [] });
    const page = await manager.client.leads.list.query({ search: 'bulk' });
    expect(page.items.map((lead) => lead.table.owner)).toEqual([
      { id: staff.me.id, name: 'Sam Lee' },
      { id: staff.me.id, name: 'Sam Lee' },
    ]);
    for (const id of ids) {
      expect((await history(id)).map((row) => row.action)).toEqual(['create', 'update']);
      expect((await history(id))[1]?.changes).toEqual([
        { field: 'assignedTo', before: null, after: staff.me.id },
      ]);
      const activities = await manager.client.activities.list.query({ subject: 'lead', subjectId: id });
      // The assignment and the update share their moment: their order is not the point.
      expect(activities.map((activity) => activity.title).sort()).toEqual([
        'Lead assigned',
        'Lead created',
        'Lead updated',
      ]);
    }
    expect(await server.database.orm.em.fork().count(LeadAssignment, { lead: { $in: ids } })).toBe(2);
  });

  it('changes the status of leads and the stage of opportunities, refusing a status the type has not', async () => {
    const ids = await leadsBy(manager, 'Status one', 'Status two');
    await manager.client.leads.bulk.mutate({ action: 'status', ids, status: 'qualified' });
    for (const id of ids) expect((await manager.client.leads.byId.query({ id })).status).toBe('qualified');

    const wrong = await rejectionOf(
      manager.client.leads.bulk.mutate({ action: 'status', ids, status: 'closed_won_maybe' }),
    );
    expect(wrong.data?.httpStatus).toBe(400);
    expect(wrong.data?.fieldErrors?.status).toMatch(/^Choose one of: New, Contacted, /);

    const deal = await manager.client.opportunities.create.mutate({
      name: 'Big deal',
      accountId: party.accountId,
      stage: 'qualification',
      amount: 42000,
    });
    await manager.client.opportunities.bulk.mutate({
      action: 'status',
      ids: [deal.id],
      status: 'negotiation',
    });
    const moved = await manager.client.opportunities.byId.query({ id: deal.id });
    expect(moved).toMatchObject({ stage: 'negotiation', probability: stageProbability.negotiation });
    const lost = await rejectionOf(
      manager.client.opportunities.bulk.mutate({ action: 'status', ids: [deal.id], status: 'closed_lost' }),
    );
    expect(lost.data?.fieldErrors).toHaveProperty('status');
  });

  it('refuses an owner for a type without one, and a status for a type without one', async () => {
    const contacts = await manager.client.contacts.list.query({});
    const ids = contacts.items.map((contact) => contact.id);
    const assign = await rejectionOf(
      manager.client.contacts.bulk.mutate({ action: 'assign', ids, ownerId: staff.me.id }),
    );
    expect(assign.message).toBe('Contact: there is no owner to assign.');
    const status = await rejectionOf(
      manager.client.accounts.bulk.mutate({ action: 'status', ids, status: 'new' }),
    );
    expect(status.message).toBe('Account: there is no status to change.');
  });

  it('deletes what the delete rule allows, reports each refusal, and restores the deleted on Undo', async () => {
    const [own] = await leadsBy(staff, 'Staff own');
    const [others] = await leadsBy(manager, 'Manager own');
    if (!own || !others) throw new Error('no leads');
    const result = await staff.client.leads.bulk.mutate({ action: 'delete', ids: [own, others] });
    expect(result).toEqual({ done: [own], refused: [{ id: others, reason: CANNOT_DELETE_OTHERS }] });
    expect((await staff.client.leads.list.query({ search: 'own' })).items.map((lead) => lead.id)).toEqual([
      others,
    ]);
    expect((await history(own)).map((row) => row.action)).toEqual(['create', 'delete']);

    const undone = await staff.client.leads.bulk.mutate({ action: 'restore', ids: [own] });
    expect(undone).toEqual({ done: [own], refused: [] });
    expect((await history(own)).map((row) => row.action)).toEqual(['create', 'delete', 'restore']);
    expect((await staff.client.leads.byId.query({ id: own })).title).toBe('Staff own');
  });

  it('refuses the delete of an account that live records still point at, and deletes the rest', async () => {
    const empty = await manager.client.accounts.create.mutate({ name: 'Empty Co', accountType: 'startup' });
    const result = await manager.client.accounts.bulk.mutate({
      action: 'delete',
      ids: [party.accountId, empty.id],
    });
    expect(result.done).toEqual([empty.id]);
    expect(result.refused.map(({ id }) => id)).toEqual([party.accountId]);
    expect(result.refused[0]?.reason).toMatch(/^This account still has/);
  });

  it('answers an unknown record as refused, not found', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const result = await manager.client.leads.bulk.mutate({ action: 'delete', ids: [missing] });
    expect(result).toEqual({ done: [], refused: [{ id: missing, reason: 'Lead not found' }] });
  });

  it('shows the next open task and the last activity in the list rows', async () => {
    const [id] = await leadsBy(manager, 'With task');
    if (!id) throw new Error('no lead');
    await manager.client.tasks.create.mutate({
      title: 'Call back',
      dueDate: '2030-01-05',
      subject: 'lead',
      subjectId: id,
    });
    await manager.client.tasks.create.mutate({
      title: 'Send pack',
      dueDate: '2030-01-02',
      subject: 'lead',
      subjectId: id,
    });
    const [row] = (await manager.client.leads.list.query({ search: 'with task' })).items;
    expect(row?.table.nextTask).toMatchObject({ title: 'Send pack', dueDate: '2030-01-02' });
    expect(row?.table.lastActivityAt).toBeInstanceOf(Date);
  });

  it('exports only the chosen records with an ids filter', async () => {
    const ids = await leadsBy(manager, 'Export one', 'Export two', 'Export three');
    const chosen = ids.slice(0, 2);
    const input = encodeURIComponent(JSON.stringify({ ids: chosen }));
    const answer = await fetch(`${server.url}/export/leads?input=${input}`, {
      headers: { cookie: cookieHeader(manager.cookies) },
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toContain('Export one');
    expect(text).toContain('Export two');
    expect(text).not.toContain('Export three');
  });

  it('remembers each person their layout per record type', async () => {
    expect(await staff.client.listViews.mine.query()).toEqual({});
    await staff.client.listViews.choose.mutate({ recordType: 'leads', layout: 'table' });
    await staff.client.listViews.choose.mutate({ recordType: 'accounts', layout: 'table' });
    await staff.client.listViews.choose.mutate({ recordType: 'accounts', layout: 'cards' });
    expect(await staff.client.listViews.mine.query()).toEqual({ leads: 'table', accounts: 'cards' });
    expect(await manager.client.listViews.mine.query()).toEqual({});
  });
});
