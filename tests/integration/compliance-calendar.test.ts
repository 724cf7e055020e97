import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, addMonths } from '../../src/shared/compliance.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

describe('the compliance calendar on accounts', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  let owner: Awaited<ReturnType<typeof signedInStaff>>;
  const today = businessToday();

  const autoTasks = async (accountId: string) =>
    (await api.client.tasks.list.query({ subject: 'account', subjectId: accountId, sort: 'due' })).items
      .filter((task) => task.automatic)
      .map(({ id, automatic, dueDate, status, assigneeId }) => ({
        id,
        automatic,
        dueDate,
        status,
        assigneeId,
      }));

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    api = await signedInStaff(server, 'Priya', 'Nair');
    owner = await signedInStaff(server, 'Omar', 'Haddad');
  });
  afterAll(async () => {
    await server.close();
  });

  it('derives the renewal window, the 60-day reminder and the mid-term audit, and makes their tasks once for the owner', async () => {
    const decision = addMonths(today, -12);
    const expiry = addMonths(decision, 36);
    const account = await api.client.accounts.create.mutate({
      name: 'Coastal Care Collective',
      accountType: 'small_business',
      ownerId: owner.me.id,
      registrationDecisionDate: decision,
      registrationExpiryDate: expiry,
      nextAuditDate: addMonths(today, 2),
      registrationGroups: ['rg-0104', 'rg-0115'],
    });
    expect(account).toMatchObject({
      ownerName: 'Omar Haddad',
      registrationGroups: ['rg-0104', 'rg-0115'],
      complianceDates: {
        renewal_window: addMonths(expiry, -6),
        expiry_60_days: addDays(expiry, -60),
        midterm_audit: addMonths(decision, 18),
      },
    });
    const made = await autoTasks(account.id);
    expect(made).toEqual([
      expect.objectContaining({
        automatic: 'midterm_audit',
        dueDate: addMonths(decision, 18),
        assigneeId: owner.me.id,
      }),
      expect.objectContaining({
        automatic: 'renewal_window',
        dueDate: addMonths(expiry, -6),
        assigneeId: owner.me.id,
      }),
      expect.objectContaining({
        automatic: 'expiry_60_days',
        dueDate: addDays(expiry, -60),
        assigneeId: owner.me.id,
      }),
    ]);

    // Saving again changes nothing; moving the expiry moves its two open tasks, never adds any.
    const values = {
      name: 'Coastal Care Collective',
      accountType: 'small_business' as const,
      ownerId: owner.me.id,
    };
    await api.client.accounts.update.mutate({
      id: account.id,
      ...values,
      registrationDecisionDate: decision,
      registrationExpiryDate: expiry,
      notes: 'Called about outlets',
    });
    expect(await autoTasks(account.id)).toEqual(made);
    const later = addMonths(expiry, 1);
    await api.client.accounts.update.mutate({
      id: account.id,
      ...values,
      registrationDecisionDate: decision,
      registrationExpiryDate: later,
    });
    const moved = await autoTasks(account.id);
    expect(moved.map(({ id }) => id).sort()).toEqual(made.map(({ id }) => id).sort());
    expect(moved.find((task) => task.automatic === 'renewal_window')?.dueDate).toBe(addMonths(later, -6));
    expect(moved.find((task) => task.automatic === 'expiry_60_days')?.dueDate).toBe(addDays(later, -60));

    // A completed task is not made again; a cleared date takes its open tasks away.
    const audit = moved.find((task) => task.automatic === 'midterm_audit');
    await api.client.tasks.complete.mutate({ id: audit?.id ?? '' });
    await api.client.accounts.update.mutate({
      id: account.id,
      ...values,
      registrationDecisionDate: decision,
    });
    expect(await autoTasks(account.id)).toEqual([
      expect.objectContaining({ automatic: 'midterm_audit', status: 'done' }),
    ]);
  });

  it('makes no task for an expiry or a mid-term audit that has passed', async () => {
    const account = await api.client.accounts.create.mutate({
      name: 'Long Ago Supports',
      accountType: 'small_business',
      registrationDecisionDate: addMonths(today, -48),
      registrationExpiryDate: addMonths(today, -12),
    });
    expect(await autoTasks(account.id)).toEqual([]);
  });

  it('refuses an expiry on or before the decision date, naming the field', async () => {
    const error = await rejectionOf(
      api.client.accounts.create.mutate({
        name: 'Backwards Pty Ltd',
        accountType: 'small_business',
        registrationDecisionDate: today,
        registrationExpiryDate: today,
      }),
    );
    expect(error.message).toContain('Registration expiry date must be after the registration decision date');
  });

  it('finds the accounts whose registration expires in the next 6 months', async () => {
    const make = (name: string, expiry: string) =>
      api.client.accounts.create.mutate({
        name,
        accountType: 'small_business',
        registrationExpiryDate: expiry,
      });
    await make('Renewing Soon', addMonths(today, 3));
    await make('Renewing Today', today);
    await make('Renewing Later', addMonths(today, 7));
    await make('Already Expired', addDays(today, -1));
    const due = await api.client.accounts.list.query({ renewalDue: true });
    expect(due.items.map((account) => account.name).sort()).toEqual(['Renewing Soon', 'Renewing Today']);
  });

  it("shows the compliance dates' changes in the account's History, with who changed them", async () => {
    const values = { name: 'Dated Supports', accountType: 'small_business' as const };
    const decision = addMonths(today, -6);
    const account = await api.client.accounts.create.mutate({
      ...values,
      registrationDecisionDate: decision,
    });
    const expiry = addMonths(decision, 36);
    const audit = addMonths(today, 2);
    await api.client.accounts.update.mutate({
      id: account.id,
      ...values,
      registrationDecisionDate: decision,
      registrationExpiryDate: expiry,
      nextAuditDate: audit,
    });
    await owner.client.accounts.update.mutate({ id: account.id, ...values, registrationExpiryDate: expiry });

    const [cleared, dated, created] = await api.client.history.list.query({
      recordType: 'accounts',
      recordId: account.id,
    });
    expect(created?.changes).toContainEqual({
      field: 'registrationDecisionDate',
      before: null,
      after: decision,
    });
    expect(dated).toMatchObject({
      action: 'update',
      byName: 'Priya Nair',
      changes: [
        { field: 'registrationExpiryDate', before: null, after: expiry },
        { field: 'nextAuditDate', before: null, after: audit },
      ],
    });
    expect(cleared).toMatchObject({
      action: 'update',
      byName: 'Omar Haddad',
      changes: [
        { field: 'registrationDecisionDate', before: decision, after: null },
        { field: 'nextAuditDate', before: audit, after: null },
      ],
    });
  });
});
