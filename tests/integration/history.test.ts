import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordTypeName } from '../../src/shared/record-fields/index.ts';
import { Account } from '../../src/server/db/entities/account.ts';
import { AuditLog } from '../../src/server/db/entities/audit-log.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { Quote } from '../../src/server/db/entities/quote.ts';
import { loadAppSecret } from '../../src/server/app-secret.ts';
import { createFormTokens } from '../../src/server/features/intake/form-tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { acceptedQuote } from '../support/quotes.ts';
import { signedInStaff } from '../support/staff.ts';

describe('the change history of records', () => {
  let server: TestApp;
  let sam: Awaited<ReturnType<typeof signedInStaff>>;
  let party: { accountId: string; contactId: string };

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    sam = await signedInStaff(server, 'Sam', 'Lee', 'manager');
    const em = server.database.orm.em.fork();
    const account = em.create(Account, { name: 'Harbour Care' });
    const contact = em.create(Contact, { firstName: 'Jane', lastName: 'Citizen', account });
    await em.flush();
    party = { accountId: account.id, contactId: contact.id };
  });
  afterAll(async () => {
    await server.close();
  });

  const history = (recordType: RecordTypeName, recordId: string) =>
    sam.client.history.list.query({ recordType, recordId });

  it('records the before and after values of an update, by whom, and names them in the lead activity', async () => {
    const lead = await sam.client.leads.create.mutate({ title: 'Audit prep', ...party, priority: 'low' });
    await sam.client.leads.update.mutate({
      id: lead.id,
      ...party,
      title: 'Audit prep',
      status: 'qualified',
      priority: 'high',
      estimatedValue: 12500,
      painPoints: ['Audits'],
    });

    const [update, create] = await history('leads', lead.id);
    expect(update).toMatchObject({
      action: 'update',
      byName: 'Sam Lee',
      changes: [
        { field: 'status', before: 'new', after: 'qualified' },
        { field: 'priority', before: 'low', after: 'high' },
        { field: 'painPoints', before: [], after: ['Audits'] },
        { field: 'estimatedValue', before: null, after: 12500 },
      ],
    });
    expect(create?.action).toBe('create');
    expect(create?.changes).toContainEqual({ field: 'title', before: null, after: 'Audit prep' });

    const activities = await sam.client.activities.list.query({ subject: 'lead', subjectId: lead.id });
    expect(activities[0]).toMatchObject({
      title: 'Lead updated',
      description: 'Changed Status, Priority, Pain points, Estimated value',
    });
  });

  it('writes no change for a save that changes nothing, and records delete and restore', async () => {
    const contact = await sam.client.contacts.create.mutate({ firstName: 'Tom', lastName: 'Baker' });
    await sam.client.contacts.update.mutate({ id: contact.id, firstName: 'Tom', lastName: 'Baker' });
    await sam.client.contacts.delete.mutate({ id: contact.id });
    await sam.client.contacts.restore.mutate({ id: contact.id });
    const entries = await history('contacts', contact.id);
    expect(entries.map((entry) => entry.action)).toEqual(['restore', 'delete', 'create']);
  });

  it('writes nothing when the change is refused', async () => {
    const account = await sam.client.accounts.create.mutate({ name: 'Inland Care', accountType: 'startup' });
    const refused = await rejectionOf(
      sam.client.accounts.update.mutate({
        id: account.id,
        name: 'Inland Care Group',
        accountType: 'startup',
        parentAccountId: crypto.randomUUID(),
      }),
    );
    expect(refused.data?.httpStatus).toBeGreaterThanOrEqual(400);
    const em = server.database.orm.em.fork();
    expect(await em.count(AuditLog, { recordId: account.id })).toBe(1);
    expect((await em.findOneOrFail(Account, { id: account.id })).name).toBe('Inland Care');
  });

  it('records a follow-up scheduled from the lead', async () => {
    const lead = await sam.client.leads.create.mutate({ title: 'Follow me', ...party });
    await sam.client.leads.scheduleFollowUp.mutate({ id: lead.id, followUpDate: '2030-03-01' });
    const [change] = await history('leads', lead.id);
    expect(change?.changes).toEqual([{ field: 'followUpDate', before: null, after: '2030-03-01' }]);
  });

  it('gives a website enquiry its Created rows, by the Website', async () => {
    const formToken = createFormTokens(await loadAppSecret(server.database.orm.em.fork())).issue();
    await createApiClient(server.url).client.intake.createLeadFromForm.mutate({
      formType: 'contact',
      formData: {
        name: 'Wren Website',
        email: 'wren@website.example.com',
        phone: '0412 000 111',
        company: 'Wren Care',
        message: 'Please call me.',
        submittedAt: new Date().toISOString(),
      },
      website: '',
      formToken,
    });
    const lead = await server.database.orm.em
      .fork()
      .findOneOrFail(Lead, { title: 'Website enquiry from Wren Website' });
    const [created] = await history('leads', lead.id);
    expect(created).toMatchObject({ action: 'create', byName: 'Website' });
    expect(created?.changes).toContainEqual({ field: 'title', before: null, after: lead.title });
    for (const [type, id] of [
      ['accounts', lead.account.id],
      ['contacts', lead.contact.id],
    ] as const) {
      expect((await history(type, id)).map((entry) => [entry.action, entry.byName])).toEqual([
        ['create', 'Website'],
      ]);
    }
  });

  it('gives an accepted quote, its lead and its opportunity their Created rows, by the Website', async () => {
    const { id } = await acceptedQuote(server);
    const quote = await server.database.orm.em.fork().findOneOrFail(Quote, { id });
    for (const [type, recordId] of [
      ['quotes', quote.id],
      ['leads', quote.lead.id],
      ['opportunities', quote.opportunity?.id ?? ''],
    ] as const) {
      const entries = await history(type, recordId);
      expect(entries.map((entry) => [entry.action, entry.byName])).toEqual([['create', 'Website']]);
    }
  });
});
