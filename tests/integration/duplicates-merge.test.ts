import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { AuditLog } from '../../src/server/db/entities/audit-log.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { Opportunity } from '../../src/server/db/entities/opportunity.ts';
import { Quote } from '../../src/server/db/entities/quote.ts';
import { includingDeleted } from '../../src/server/db/entities/soft-delete.ts';
import { Task } from '../../src/server/db/entities/task.ts';
import { rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

describe('duplicates and merge', () => {
  let server: TestApp;
  let manager: Awaited<ReturnType<typeof signedInStaff>>;
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  const em = () => server.database.orm.em.fork();

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    manager = await signedInStaff(server, 'Sam', 'Lee', 'manager');
    staff = await signedInStaff(server, 'Priya', 'Nair', 'staff');
  });
  afterAll(async () => {
    await server.close();
  });

  it('warns of a contact with the same phone number, written another way, or the same name at the same account', async () => {
    const account = await manager.client.accounts.create.mutate({
      name: 'Harbour Care',
      accountType: 'startup',
    });
    const jane = await manager.client.contacts.create.mutate({
      firstName: 'Jane',
      lastName: 'Citizen',
      accountId: account.id,
      mobile: '0412 345 678',
    });
    const byPhone = await manager.client.contacts.likelyDuplicates.query({
      values: { firstName: 'J', lastName: 'Someone', phone: '+61 412 345 678' },
    });
    expect(byPhone).toEqual([{ id: jane.id, name: 'Jane Citizen', reason: 'Same phone number' }]);

    const byName = await manager.client.contacts.likelyDuplicates.query({
      values: { firstName: 'jane', lastName: 'CITIZEN', accountId: account.id },
    });
    expect(byName).toEqual([{ id: jane.id, name: 'Jane Citizen', reason: 'Same name at the same account' }]);
    // The same full name split differently between the two fields.
    const maryJane = await manager.client.contacts.create.mutate({
      firstName: 'Mary Jane',
      lastName: 'Smith',
      accountId: account.id,
    });
    const split = await manager.client.contacts.likelyDuplicates.query({
      values: { firstName: 'Mary', lastName: 'jane smith', accountId: account.id },
    });
    expect(split).toEqual([
      { id: maryJane.id, name: 'Mary Jane Smith', reason: 'Same name at the same account' },
    ]);

    const elsewhere = await manager.client.contacts.likelyDuplicates.query({
      values: { firstName: 'Jane', lastName: 'Citizen', phone: '0299 111 222' },
    });
    expect(elsewhere).toEqual([]);
    const itself = await manager.client.contacts.likelyDuplicates.query({
      id: jane.id,
      values: { firstName: 'Jane', lastName: 'Citizen', accountId: account.id, mobile: '0412345678' },
    });
    expect(itself).toEqual([]);
  });

  it('warns of an account with the same ABN or a name similar by trigram, and not of a different one', async () => {
    const first = await manager.client.accounts.create.mutate({
      name: 'Sunrise Support Services',
      abn: '51 824 753 556',
      accountType: 'startup',
    });
    const sameAbn = await manager.client.accounts.likelyDuplicates.query({
      values: { name: 'Completely Different', abn: '51824753556', accountType: 'startup' },
    });
    expect(sameAbn).toEqual([{ id: first.id, name: 'Sunrise Support Services', reason: 'Same ABN' }]);
    const similar = await manager.client.accounts.likelyDuplicates.query({
      values: { name: 'sunrise support service', accountType: 'startup' },
    });
    expect(similar).toEqual([{ id: first.id, name: 'Sunrise Support Services', reason: 'Similar name' }]);
    const different = await manager.client.accounts.likelyDuplicates.query({
      values: { name: 'Sunset Care Group', accountType: 'startup' },
    });
    expect(different).toEqual([]);
  });

  it('warns of an open lead of the same contact on the same enquiry type, not of a closed one', async () => {
    const account = await manager.client.accounts.create.mutate({
      name: 'Lakeside Care',
      accountType: 'startup',
    });
    const contact = await manager.client.contacts.create.mutate({
      firstName: 'Ola',
      lastName: 'Berg',
      accountId: account.id,
    });
    const party = { accountId: account.id, contactId: contact.id };
    const open = await manager.client.leads.create.mutate({
      title: 'Registration',
      ...party,
      enquiryType: 'registration',
    });
    await manager.client.leads.create.mutate({
      title: 'Old audit',
      ...party,
      enquiryType: 'audit_request',
      status: 'closed_won',
    });
    const values = { title: 'Registration again', ...party, enquiryType: 'registration' as const };
    expect(await manager.client.leads.likelyDuplicates.query({ values })).toEqual([
      { id: open.id, name: 'Registration', reason: 'Open lead of the same contact on the same enquiry type' },
    ]);
    expect(
      await manager.client.leads.likelyDuplicates.query({
        values: { ...values, enquiryType: 'audit_request' },
      }),
    ).toEqual([]);
  });

  it('lists each pair of possible duplicates once, and goes on from where it stopped', async () => {
    const first = await manager.client.contacts.create.mutate({
      firstName: 'Pat',
      lastName: 'Doe',
      phone: '(02) 9876 5432',
    });
    const second = await manager.client.contacts.create.mutate({
      firstName: 'Patricia',
      lastName: 'Doe',
      directPhone: '+61 2 9876 5432',
    });
    const page = await manager.client.contacts.possibleDuplicates.query({});
    const pairs = page.pairs.filter((pair) => [pair.first.id, pair.second.id].includes(first.id));
    expect(pairs).toEqual([
      {
        first:
          first.id < second.id ? { id: first.id, name: 'Pat Doe' } : { id: second.id, name: 'Patricia Doe' },
        second:
          first.id < second.id ? { id: second.id, name: 'Patricia Doe' } : { id: first.id, name: 'Pat Doe' },
        reason: 'Same phone number',
      },
    ]);
    expect(page.next).toBeNull();
    const afterAll = await manager.client.contacts.possibleDuplicates.query({
      cursor: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
    });
    expect(afterAll).toEqual({ pairs: [], next: null });
  });

  /** Two contacts at one account, the second with a lead, an opportunity, an activity, a task and a quote. */
  let mergedPairs = 0;
  async function contactsWithRecords() {
    mergedPairs += 1;
    const email = `mia${mergedPairs}@baycare.example`;
    const account = await manager.client.accounts.create.mutate({ name: 'Bay Care', accountType: 'startup' });
    const keep = await manager.client.contacts.create.mutate({
      firstName: 'Mia',
      lastName: 'Wong',
      accountId: account.id,
      phone: '0400 000 001',
    });
    const other = await manager.client.contacts.create.mutate({
      firstName: 'Mia',
      lastName: 'Wong',
      accountId: account.id,
      email,
      position: 'Director',
    });
    const lead = await manager.client.leads.create.mutate({
      title: 'Bay Care registration',
      accountId: account.id,
      contactId: other.id,
    });
    const opportunity = await manager.client.opportunities.create.mutate({
      name: 'Bay Care audit',
      accountId: account.id,
      contactId: other.id,
    });
    await manager.client.activities.create.mutate({
      subject: 'contact',
      subjectId: other.id,
      type: 'call',
      title: 'Called Mia',
    });
    const task = await manager.client.tasks.create.mutate({
      title: 'Send Mia the checklist',
      dueDate: '2030-01-01',
      subject: 'contact',
      subjectId: other.id,
    });
    const tx = em();
    const quote = tx.create(Quote, {
      number: `Q-TEST-${Date.now() % 100000}`,
      providerType: 'new_provider',
      snapshot: {} as never,
      subtotalCents: 100,
      gstCents: 10,
      totalCents: 110,
      prospectName: 'Mia Wong',
      prospectEmail: 'mia@baycare.example',
      prospectPhone: '0400 000 001',
      businessName: 'Bay Care',
      termsVersion: 'test',
      termsHash: 'x'.repeat(64),
      acceptedAt: new Date(),
      ipHash: 'y'.repeat(64),
      userAgent: 'test',
      validUntil: new Date(Date.now() + 86_400_000),
      lead: lead.id,
      account: account.id,
      contact: other.id,
    });
    await tx.flush();
    return { account, keep, other, lead, opportunity, task, quote, email };
  }

  it('moves every reference to the survivor, takes the chosen values, and records the merge', async () => {
    const { keep, other, lead, opportunity, task, quote, email } = await contactsWithRecords();

    const merged = await manager.client.contacts.merge.mutate({
      survivorId: keep.id,
      otherId: other.id,
      fromOther: ['email', 'position'],
    });
    expect(merged).toMatchObject({
      id: keep.id,
      email,
      position: 'Director',
      phone: '0400 000 001',
    });

    const read = em();
    expect((await read.findOneOrFail(Lead, lead.id)).contact.id).toBe(keep.id);
    expect((await read.findOneOrFail(Opportunity, opportunity.id)).contact?.id).toBe(keep.id);
    expect((await read.findOneOrFail(Task, task.id)).contact?.id).toBe(keep.id);
    expect((await read.findOneOrFail(Quote, quote.id)).contact.id).toBe(keep.id);
    expect(await read.count(Activity, { contact: other.id })).toBe(0);
    expect(await read.count(Activity, { contact: keep.id, title: 'Called Mia' })).toBe(1);
    expect(await read.findOne(Activity, { contact: keep.id, type: 'merge' })).toMatchObject({
      title: 'Merged contact Mia Wong',
    });
    const gone = await read.findOneOrFail(Contact, other.id, includingDeleted);
    expect(gone.deletedAt).toBeInstanceOf(Date);
    expect(gone.mergedIntoId).toBe(keep.id);

    const survivorHistory = await manager.client.history.list.query({
      recordType: 'contacts',
      recordId: keep.id,
    });
    expect(survivorHistory[0]).toMatchObject({
      action: 'merge',
      changes: [
        { field: 'email', before: null, after: email },
        { field: 'position', before: null, after: 'Director' },
      ],
    });
    const otherHistory = await manager.client.history.list.query({
      recordType: 'contacts',
      recordId: other.id,
    });
    expect(otherHistory[0]).toMatchObject({
      action: 'merge',
      changes: [{ field: 'mergedIntoId', before: null, after: keep.id }],
    });
    const restore = await rejectionOf(manager.client.contacts.byId.query({ id: other.id }));
    expect(restore.data?.code).toBe('NOT_FOUND');
    expect(await manager.client.contacts.mergedInto.query({ id: other.id })).toEqual({
      id: keep.id,
      name: 'Mia Wong',
    });
    expect(await manager.client.contacts.mergedInto.query({ id: keep.id })).toBeNull();
  });

  it('writes nothing when the merge fails part way', async () => {
    const { keep, other, lead, task } = await contactsWithRecords();
    const connection = server.database.orm.em.getConnection();
    await connection.execute(`create function refuse_merge() returns trigger language plpgsql as $$
      begin if new.type = 'merge' then raise exception 'refused by the test'; end if; return new; end $$`);
    await connection.execute(
      'create trigger refuse_merge before insert on activities for each row execute function refuse_merge()',
    );
    try {
      const refused = await rejectionOf(
        manager.client.contacts.merge.mutate({
          survivorId: keep.id,
          otherId: other.id,
          fromOther: ['email'],
        }),
      );
      expect(refused.data?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await connection.execute('drop trigger refuse_merge on activities');
      await connection.execute('drop function refuse_merge()');
    }
    const read = em();
    expect((await read.findOneOrFail(Contact, other.id)).deletedAt).toBeNull();
    expect((await read.findOneOrFail(Contact, keep.id)).email).toBeNull();
    expect((await read.findOneOrFail(Lead, lead.id)).contact.id).toBe(other.id);
    expect((await read.findOneOrFail(Task, task.id)).contact?.id).toBe(other.id);
    expect(await read.count(AuditLog, { recordId: { $in: [keep.id, other.id] }, action: 'merge' })).toBe(0);
  });

  it('keeps one open compliance task of each kind when two accounts merge', async () => {
    const dates = { registrationExpiryDate: '2031-06-30', registrationDecisionDate: '2030-06-30' };
    const keep = await manager.client.accounts.create.mutate({
      name: 'Ridge Care',
      accountType: 'startup',
      ...dates,
    });
    const other = await manager.client.accounts.create.mutate({
      name: 'Ridge Care Pty',
      accountType: 'startup',
      registrationExpiryDate: '2032-01-31',
    });
    const contact = await manager.client.contacts.create.mutate({
      firstName: 'Lu',
      lastName: 'Chen',
      accountId: other.id,
    });
    await manager.client.accounts.merge.mutate({ survivorId: keep.id, otherId: other.id });

    const open = await em().find(Task, { account: keep.id, status: 'open', automatic: { $ne: null } });
    const kinds = open.map((task) => task.automatic).sort();
    expect(kinds).toEqual([...new Set(kinds)]);
    expect(kinds.length).toBeGreaterThan(0);
    expect((await em().findOneOrFail(Contact, contact.id)).account?.id).toBe(keep.id);
    expect(await em().count(Account, { id: other.id })).toBe(0);
  });

  it('lets staff merge away only a record they created', async () => {
    const mine = await staff.client.contacts.create.mutate({ firstName: 'Ana', lastName: 'Silva' });
    const theirs = await manager.client.contacts.create.mutate({ firstName: 'Ana', lastName: 'Silva' });
    const refused = await rejectionOf(
      staff.client.contacts.merge.mutate({ survivorId: mine.id, otherId: theirs.id }),
    );
    expect(refused.data?.code).toBe('FORBIDDEN');
    const same = await rejectionOf(
      staff.client.contacts.merge.mutate({ survivorId: mine.id, otherId: mine.id }),
    );
    expect(same.data?.fieldErrors).toEqual({ otherId: 'Pick two different records to merge' });
    await staff.client.contacts.merge.mutate({ survivorId: theirs.id, otherId: mine.id });
    expect(await em().count(Contact, { id: mine.id })).toBe(0);
  });
});
