import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { type Lead } from '../../src/server/db/entities/lead.ts';
import { Opportunity } from '../../src/server/db/entities/opportunity.ts';
import { pipelineStats } from '../../src/server/features/dashboard/pipeline.ts';
import { businessToday, quarterOf } from '../../src/shared/quarters.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

describe('opportunities', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let party: { account: string; contact: string };
  const em = () => server.database.orm.em.fork();

  async function newLead(title: string, status: Lead['status'] = 'new') {
    const lead = await api.client.leads.create.mutate({
      title,
      status,
      accountId: party.account,
      contactId: party.contact,
      estimatedValue: 15_000,
    });
    return lead;
  }

  const activityTitles = async (subject: 'lead' | 'opportunity', subjectId: string) =>
    (await api.client.activities.list.query({ subject, subjectId })).map((activity) => activity.description);

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair', 'manager');
    const fork = em();
    const account = fork.create(Account, { name: 'Harbour Disability Services' });
    const contact = fork.create(Contact, { firstName: 'Jane', lastName: 'Citizen', account });
    await fork.flush();
    party = { account: account.id, contact: contact.id };
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates an opportunity with the stage’s probability, its activity and who made it', async () => {
    const created = await api.client.opportunities.create.mutate({
      name: 'Audit programme',
      accountId: party.account,
      stage: 'proposal',
      amount: 12_000,
      ownerId: api.me.id,
      registrationGroups: ['rg-0104', 'rg-0104', 'rg-0115'],
    });
    expect(created).toMatchObject({
      name: 'Audit programme',
      stage: 'proposal',
      probability: 50,
      amount: 12_000,
      accountName: 'Harbour Disability Services',
      contactId: null,
      ownerName: 'Priya Nair',
      sourceLeadId: null,
      registrationGroups: ['rg-0104', 'rg-0115'],
      lossReason: null,
    });
    const row = await em().findOneOrFail(Opportunity, { id: created.id });
    expect(row.createdBy?.id).toBe(api.me.id);
    expect(await activityTitles('opportunity', created.id)).toEqual(['New opportunity created manually']);
  });

  it('refuses an opportunity without an account, or with a group not in the catalog, naming the field', async () => {
    const noAccount = await rejectionOf(api.client.opportunities.create.mutate({ name: 'No account' }));
    expect(noAccount.data?.fieldErrors).toEqual({ accountId: 'Please select an account' });
    const badGroup = await rejectionOf(
      api.client.opportunities.create.mutate({
        name: 'Bad group',
        accountId: party.account,
        registrationGroups: ['rg-9999'],
      }),
    );
    expect(badGroup.data?.httpStatus).toBe(400);
    expect(Object.keys(badGroup.data?.fieldErrors ?? {})).toEqual(['registrationGroups.0']);
  });

  it('converts a lead in one write: opportunity, lead qualified, both linked, an activity on each', async () => {
    const lead = await newLead('Registration enquiry', 'contacted');
    const opportunity = await api.client.opportunities.create.mutate({
      name: lead.title,
      amount: lead.estimatedValue,
      accountId: lead.accountId,
      contactId: lead.contactId,
      ownerId: api.me.id,
      sourceLeadId: lead.id,
    });
    expect(opportunity).toMatchObject({ sourceLeadId: lead.id, sourceLeadTitle: 'Registration enquiry' });
    const after = await api.client.leads.byId.query({ id: lead.id });
    expect(after.status).toBe('qualified');
    expect(after.opportunity).toEqual({ id: opportunity.id, name: 'Registration enquiry' });
    expect((await activityTitles('lead', lead.id))[0]).toBe('Converted to "Registration enquiry"');
    expect(await activityTitles('opportunity', opportunity.id)).toEqual([
      'Created from lead "Registration enquiry"',
    ]);

    const again = await rejectionOf(
      api.client.opportunities.create.mutate({
        name: 'Second try',
        accountId: lead.accountId,
        sourceLeadId: lead.id,
      }),
    );
    expect(again.data?.code).toBe('CONFLICT');
    expect(again.message).toBe('This lead has already been converted to "Registration enquiry".');
  });

  it('leaves a lead that is further on at its status', async () => {
    const lead = await newLead('Late conversion', 'negotiation');
    await api.client.opportunities.create.mutate({
      name: 'Late',
      accountId: party.account,
      sourceLeadId: lead.id,
    });
    expect((await api.client.leads.byId.query({ id: lead.id })).status).toBe('negotiation');
  });

  it('changes nothing when the conversion fails after the opportunity was inserted', async () => {
    const lead = await newLead('Doomed conversion');
    const before = {
      opportunities: await em().count(Opportunity, {}),
      activities: await em().count(Activity, {}),
    };
    const fork = em();
    // Fails the conversion's last write, the opportunity's activity, after the opportunity row went in.
    await fork.execute(`
      create function refuse_opportunity_activity() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from opportunities where id = new.opportunity_id) then
          raise exception 'forced failure after the insert';
        end if;
        return new;
      end $$;
      create trigger refuse_opportunity_activity before insert on activities
        for each row when (new.opportunity_id is not null) execute function refuse_opportunity_activity();`);
    try {
      const failure = await rejectionOf(
        api.client.opportunities.create.mutate({
          name: 'Never saved',
          accountId: party.account,
          sourceLeadId: lead.id,
        }),
      );
      expect(failure.data?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await fork.execute(
        'drop trigger refuse_opportunity_activity on activities; drop function refuse_opportunity_activity();',
      );
    }
    expect(await em().count(Opportunity, {})).toBe(before.opportunities);
    expect(await em().count(Activity, {})).toBe(before.activities);
    const unchanged = await api.client.leads.byId.query({ id: lead.id });
    expect(unchanged.status).toBe('new');
    expect(unchanged.opportunity).toBeNull();
  });

  it('writes one activity per stage change, by the form or by a move, and none when the stage stays', async () => {
    const created = await api.client.opportunities.create.mutate({ name: 'Mover', accountId: party.account });
    const values = { id: created.id, name: 'Mover', accountId: party.account };
    await api.client.opportunities.update.mutate({ ...values, stage: 'needs_analysis', probability: 30 });
    await api.client.opportunities.update.mutate({ ...values, stage: 'needs_analysis', name: 'Mover 2' });
    const moved = await api.client.opportunities.moveStage.mutate({ id: created.id, stage: 'negotiation' });
    expect(moved.probability).toBe(75);
    await api.client.opportunities.moveStage.mutate({ id: created.id, stage: 'negotiation' });
    expect(await activityTitles('opportunity', created.id)).toEqual([
      'Stage changed from Needs Analysis to Negotiation',
      'Stage changed from Qualification to Needs Analysis',
      'New opportunity created manually',
    ]);
  });

  it('refuses Closed Lost without a reason, with the message at the field, and keeps the reason with it', async () => {
    const created = await api.client.opportunities.create.mutate({
      name: 'Lost one',
      accountId: party.account,
    });
    const byForm = await rejectionOf(
      api.client.opportunities.update.mutate({
        id: created.id,
        name: 'Lost one',
        accountId: party.account,
        stage: 'closed_lost',
      }),
    );
    expect(byForm.data?.fieldErrors).toEqual({ lossReason: 'Please say why the opportunity was lost' });
    const byMove = await rejectionOf(
      api.client.opportunities.moveStage.mutate({ id: created.id, stage: 'closed_lost', lossReason: '  ' }),
    );
    expect(byMove.data?.fieldErrors).toEqual({ lossReason: 'Please say why the opportunity was lost' });
    expect((await api.client.opportunities.byId.query({ id: created.id })).stage).toBe('qualification');

    const lost = await api.client.opportunities.moveStage.mutate({
      id: created.id,
      stage: 'closed_lost',
      lossReason: 'Went with another consultant',
    });
    expect(lost).toMatchObject({
      stage: 'closed_lost',
      probability: 0,
      lossReason: 'Went with another consultant',
    });
    const reopened = await api.client.opportunities.moveStage.mutate({ id: created.id, stage: 'proposal' });
    expect(reopened.lossReason).toBeNull();
  });

  it('pages a board column by keyset and totals each stage', async () => {
    const fork = em();
    const account = fork.create(Account, { name: 'Board Test Pty Ltd' });
    await fork.flush();
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 45; i += 1) {
      fork.create(Opportunity, {
        name: `Board card ${i}`,
        account,
        stage: 'needs_analysis',
        probability: 25,
        amount: 100,
        stageChangedAt: new Date(base + i * 60_000),
      });
    }
    await fork.flush();
    const totals = await api.client.opportunities.boardTotals.query({});
    expect(totals.map((total) => total.stage)).toEqual([
      'qualification',
      'needs_analysis',
      'proposal',
      'negotiation',
      'closed_won',
      'closed_lost',
    ]);
    const column = totals.find((total) => total.stage === 'needs_analysis');
    const live = await em().count(Opportunity, { stage: 'needs_analysis' });
    expect(column?.count).toBe(live);

    const seen: string[] = [];
    let cursor = null;
    do {
      const page: Awaited<ReturnType<typeof api.client.opportunities.boardColumn.query>> =
        await api.client.opportunities.boardColumn.query({ stage: 'needs_analysis', cursor });
      expect(page.items.length).toBeLessThanOrEqual(20);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(live);
    expect(new Set(seen).size).toBe(live);
    const first = await api.client.opportunities.boardColumn.query({ stage: 'needs_analysis' });
    expect(first.items[0]?.name).toBe('Board card 44');
  });

  it('lists with filters by owner, stage and close range, and sorts', async () => {
    const today = businessToday();
    const next = quarterOf(today, 1).from;
    const mine = await api.client.opportunities.create.mutate({
      name: 'Next quarter deal',
      accountId: party.account,
      ownerId: api.me.id,
      expectedCloseDate: next,
      stage: 'negotiation',
      amount: 99_999,
    });
    const overdue = await api.client.opportunities.create.mutate({
      name: 'Overdue deal',
      accountId: party.account,
      expectedCloseDate: '2020-01-01',
    });
    const names = async (input: Parameters<typeof api.client.opportunities.list.query>[0]) =>
      (await api.client.opportunities.list.query({ pageSize: 100, ...input })).items.map((item) => item.id);

    expect(await names({ closeRange: 'next_quarter' })).toEqual([mine.id]);
    expect(await names({ closeRange: 'overdue' })).toEqual([overdue.id]);
    expect(await names({ ownerId: api.me.id, stage: 'negotiation' })).toEqual([mine.id]);
    expect((await names({ sort: 'amount' }))[0]).toBe(mine.id);
    expect(await names({ search: 'overdue DEAL' })).toEqual([overdue.id]);
  });

  it('shows on a list page and a board card what the opportunity’s own read shows', async () => {
    const created = await api.client.opportunities.create.mutate({
      name: 'Card like its page',
      accountId: party.account,
      ownerId: api.me.id,
      expectedCloseDate: '2027-03-31',
      stage: 'proposal',
      amount: 12_345.5,
    });
    const detail = await api.client.opportunities.byId.query({ id: created.id });
    const listed = await api.client.opportunities.list.query({ search: 'card like its page' });
    expect(listed.items).toHaveLength(1);
    const { table, ...summary } = listed.items[0]!;
    expect(detail).toMatchObject(summary);
    expect(summary.amount).toBe(12_345.5);
    expect(table.owner?.id).toBe(api.me.id);
    const card = (await api.client.opportunities.boardColumn.query({ stage: 'proposal' })).items.find(
      (item) => item.id === created.id,
    );
    expect(card).toEqual(summary);
  });

  it('computes the pipeline and the weighted forecast of a known set', async () => {
    const now = new Date('2026-11-22T01:00:00Z');
    const { from } = quarterOf(businessToday(now));
    const fork = em();
    await fork.execute('delete from activities where opportunity_id is not null; delete from opportunities;');
    const account = fork.create(Account, { name: 'Forecast Pty Ltd' });
    const make = (stage: Opportunity['stage'], amount: number, probability: number, close: string | null) =>
      fork.create(Opportunity, {
        name: stage,
        account,
        stage,
        amount,
        probability,
        expectedCloseDate: close,
        lossReason: stage === 'closed_lost' ? 'Price' : null,
      });
    make('qualification', 10_000, 10, from); // 1,000 weighted, open
    make('proposal', 20_000, 50, '2026-12-31'); // 10,000 weighted, open
    make('negotiation', 30_000, 80, '2027-01-01'); // next quarter: open, not weighted
    make('closed_won', 5_000, 100, '2026-10-15'); // 5,000 weighted, not open
    make('closed_lost', 7_000, 0, '2026-11-01'); // nothing
    make('proposal', 1_000, 50, null).deletedAt = new Date(); // deleted: nothing
    await fork.flush();
    expect(await pipelineStats(em(), now)).toEqual({
      openPipeline: 60_000,
      weightedForecast: 16_000,
      openByStage: [
        { stage: 'qualification', amount: 10_000 },
        { stage: 'needs_analysis', amount: 0 },
        { stage: 'proposal', amount: 20_000 },
        { stage: 'negotiation', amount: 30_000 },
      ],
      quarter: { from: '2026-10-01', to: '2027-01-01' },
    });
    expect((await api.client.dashboard.pipeline.query()).openPipeline).toBe(60_000);
  });

  it('keeps an account or contact with a live opportunity, and deletes with undo', async () => {
    const created = await api.client.opportunities.create.mutate({
      name: 'Blocking',
      accountId: party.account,
      contactId: party.contact,
    });
    const account = await rejectionOf(api.client.accounts.delete.mutate({ id: party.account }));
    expect(account.data?.code).toBe('CONFLICT');
    expect(account.message).toMatch(/opportunit/);
    const contact = await rejectionOf(api.client.contacts.delete.mutate({ id: party.contact }));
    expect(contact.message).toMatch(/^This contact is on .*opportunit/);

    await api.client.opportunities.delete.mutate({ id: created.id });
    expect((await rejectionOf(api.client.opportunities.byId.query({ id: created.id }))).data?.code).toBe(
      'NOT_FOUND',
    );
    expect((await api.client.opportunities.restore.mutate({ id: created.id })).name).toBe('Blocking');
  });

  it('answers UNAUTHORIZED to every opportunity procedure without a session', async () => {
    const { client } = createApiClient(server.url);
    const id = party.account;
    const calls: (() => Promise<unknown>)[] = [
      () => client.opportunities.list.query({}),
      () => client.opportunities.byId.query({ id }),
      () => client.opportunities.create.mutate({ name: 'x', accountId: id }),
      () => client.opportunities.update.mutate({ id, name: 'x', accountId: id }),
      () => client.opportunities.delete.mutate({ id }),
      () => client.opportunities.restore.mutate({ id }),
      () => client.opportunities.boardTotals.query({}),
      () => client.opportunities.boardColumn.query({ stage: 'proposal' }),
      () => client.opportunities.moveStage.mutate({ id, stage: 'proposal' }),
      () => client.activities.list.query({ subject: 'opportunity', subjectId: id }),
      () => client.dashboard.pipeline.query(),
    ];
    for (const call of calls) expect((await rejectionOf(call())).data?.httpStatus).toBe(401);
  });
});
