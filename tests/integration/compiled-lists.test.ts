import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { addDays } from '../../src/shared/compliance.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

// A list's SQL is compiled once per shape of its input (records/compiled-queries.ts): these
// calls share shapes, so each after the first runs SQL compiled for another call's values.
describe('a list compiled once per shape', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let colleague: Awaited<ReturnType<typeof signedInStaff>>;
  let party: { account: string; contact: string };

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair');
    colleague = await signedInStaff(server, 'Sam', 'Okafor');
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name: 'Quandong Supports' });
    const contact = em.create(Contact, { firstName: 'Jo', lastName: 'Citizen', account });
    await em.flush();
    party = { account: account.id, contact: contact.id };
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers each search, filter and cursor with its own rows and total', async () => {
    const lead = (title: string, assignedToId: string | null) =>
      api.client.leads.create.mutate({
        title,
        accountId: party.account,
        contactId: party.contact,
        assignedToId,
      });
    const kookaburra = await lead('Kookaburra plan', api.me.id);
    const wombat = await lead('Wombat plan', colleague.me.id);
    const kookaburraAudit = await lead('Kookaburra audit', colleague.me.id);

    const titles = async (input: { search?: string; ownerId?: string; after?: string; pageSize?: number }) =>
      (await api.client.leads.list.query(input)).items.map((item) => item.title);
    const total = async (input: { search?: string; ownerId?: string }) =>
      (await api.client.leads.count.query(input)).total;

    expect(await titles({ search: 'kookaburra' })).toEqual([kookaburraAudit.title, kookaburra.title]);
    expect(await titles({ search: 'wombat' })).toEqual([wombat.title]);
    // A search that finds no row: an empty page.
    expect(await titles({ search: 'platypus' })).toEqual([]);
    // Two characters: the same SQL with a start-of-word pattern.
    expect(await titles({ search: 'wo' })).toEqual([wombat.title]);
    expect(await total({ search: 'kookaburra' })).toBe(2);
    expect(await total({ search: 'wombat' })).toBe(1);
    expect(await titles({ search: 'plan', ownerId: api.me.id })).toEqual([kookaburra.title]);
    expect(await titles({ search: 'plan', ownerId: colleague.me.id })).toEqual([wombat.title]);
    expect(await total({ search: 'plan', ownerId: colleague.me.id })).toBe(1);

    // Newest first, a lead a page: each cursor's page.
    expect(await titles({ pageSize: 1 })).toEqual([kookaburraAudit.title]);
    expect(await titles({ pageSize: 1, after: kookaburraAudit.id })).toEqual([wombat.title]);
    expect(await titles({ pageSize: 1, after: wombat.id })).toEqual([kookaburra.title]);
    expect(await titles({ search: 'plan', pageSize: 1, after: wombat.id })).toEqual([kookaburra.title]);
  });

  it('compiles a date filter again on the next business day', async () => {
    const today = businessToday();
    const tomorrow = addDays(today, 1);
    const task = await colleague.client.tasks.create.mutate({
      title: 'Call back tomorrow',
      dueDate: tomorrow,
      subject: 'contact',
      subjectId: party.contact,
    });
    const dueToday = async () =>
      (
        await api.client.tasks.list.query({ assigneeId: colleague.me.id, due: 'today', sort: 'due' })
      ).items.map((item) => item.id);
    expect(await dueToday()).toEqual([]);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect(businessToday()).toBe(tomorrow);
    expect(await dueToday()).toEqual([task.id]);
  });
});
