import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { Lead } from '../../src/server/db/entities/lead.ts';
import { Activity } from '../../src/server/db/entities/activity.ts';
import { Opportunity } from '../../src/server/db/entities/opportunity.ts';
import { Document } from '../../src/server/db/entities/document.ts';
import { Quote } from '../../src/server/db/entities/quote.ts';
import { StoredFile } from '../../src/server/db/entities/stored-file.ts';
import { Task } from '../../src/server/db/entities/task.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { BACKUP_NAME } from '../../src/server/features/backups/backup-files.ts';
import { demoDataset } from '../../src/server/features/demo-data/sample-data.ts';
import { createDemoData } from '../../src/server/features/demo-data/service.ts';
import { createFileStore } from '../../src/server/storage/create-file-store.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { downloadDocument } from '../support/documents.ts';
import { signedInStaff } from '../support/staff.ts';

describe('dashboard and demo data', () => {
  let server: TestApp;
  let api: Awaited<ReturnType<typeof signedInStaff>>;
  const em = () => server.database.orm.em.fork();
  const counts = async () => {
    const fork = em();
    return {
      accounts: await fork.count(Account, {}),
      contacts: await fork.count(Contact, {}),
      leads: await fork.count(Lead, {}),
      opportunities: await fork.count(Opportunity, {}),
      activities: await fork.count(Activity, {}),
      quotes: await fork.count(Quote, {}),
      documents: await fork.count(Document, {}),
      files: await fork.count(StoredFile, {}),
    };
  };

  beforeAll(async () => {
    server = await startTestApp();
    api = await signedInStaff(server, 'Priya', 'Nair', 'admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('shows zeros and no recent leads on an empty CRM', async () => {
    expect(await api.client.dashboard.stats.query()).toEqual({
      totalLeads: 0,
      newLeads: 0,
      qualifiedLeads: 0,
      highScoreLeads: 0,
      urgentLeads: 0,
      pipelineValue: 0,
    });
    expect(await api.client.dashboard.recentLeads.query()).toEqual([]);
  });

  it('creates 5 accounts, 7 contacts, 5 leads, 23 opportunities, 2 quotes, 6 documents and 14 tasks with their activities, owned by the signed-in user', async () => {
    const created = await api.client.demoData.create.mutate();
    expect(created).toEqual({
      accounts: 5,
      contacts: 7,
      leads: 5,
      opportunities: 23,
      // 11 of the demo user's, and the expiry tasks of the 3 documents whose date has not passed.
      tasks: 14,
      quotes: 2,
      documents: 6,
      backup: expect.stringMatching(BACKUP_NAME) as string,
    });
    expect(existsSync(path.join(server.config.backups.dir, created.backup))).toBe(true);
    const dataset = demoDataset(new Date());
    const activities = [...dataset.leads, ...dataset.opportunities].reduce(
      (sum, record) => sum + record.activities.length,
      0,
    );
    expect(await counts()).toEqual({
      accounts: 5,
      contacts: 7,
      leads: 5,
      opportunities: 23,
      activities,
      quotes: 2,
      documents: 6,
      files: 6,
    });
    expect(await em().count(Task, { assignee: api.me.id })).toBe(14);
    expect(await em().count(Lead, { createdBy: api.me.id })).toBe(5);
    expect(await em().count(Opportunity, { owner: api.me.id })).toBe(23);
    const stages = new Set((await em().find(Opportunity, {})).map((opportunity) => opportunity.stage));
    expect(stages.size).toBe(6);
    expect(await em().count(Opportunity, { sourceLead: { $ne: null } })).toBe(2);

    const types = new Set((await em().find(Account, {})).map((account) => account.accountType));
    expect(types.size).toBeGreaterThanOrEqual(4);
    const roles = new Set((await em().find(Contact, {})).map((contact) => contact.contactRole));
    expect(roles.size).toBeGreaterThanOrEqual(5);
  });

  it('puts documents on the accounts, with files that download and expiry dates on the compliance calendar', async () => {
    const documents = await api.client.documents.list.query({ sort: 'title' });
    expect(documents.items.map((document) => [document.title, document.subjectName])).toEqual([
      ['Certificate of registration', 'Coastal Care Collective'],
      ['Incident management policy', 'Riverton Shire Community Access'],
      ['Internal audit report', 'Bright Futures Early Intervention'],
      ['Professional indemnity insurance', 'Kinetic Support Co'],
      ['Public liability insurance 2026', 'Coastal Care Collective'],
      ['Worker screening clearances', 'Outback Ability Network'],
    ]);
    // Expired 10 days ago, in 25 days and in 45 days: the filter lists expired ones too.
    const expiring = await api.client.documents.list.query({ expiringSoon: true, sort: 'expiry' });
    expect(expiring.items.map((document) => document.title)).toEqual([
      'Professional indemnity insurance',
      'Public liability insurance 2026',
      'Worker screening clearances',
    ]);
    const expiryTasks = await em().find(
      Task,
      { automatic: 'document_expiry' },
      { orderBy: { dueDate: 'asc' } },
    );
    expect(expiryTasks.map((task) => task.title)).toEqual([
      'Document expires in 30 days: Public liability insurance 2026',
      'Document expires in 30 days: Worker screening clearances',
      'Document expires in 30 days: Certificate of registration',
    ]);

    const byTitle = new Map(documents.items.map((document) => [document.title, document]));
    const certificate = await downloadDocument(
      server,
      api,
      byTitle.get('Certificate of registration')?.id ?? '',
    );
    expect(certificate.status).toBe(200);
    expect(certificate.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await certificate.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBe(byTitle.get('Certificate of registration')?.size);
    const policy = await downloadDocument(server, api, byTitle.get('Incident management policy')?.id ?? '');
    expect(policy.status).toBe(200);
    expect(policy.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await policy.text()).toContain('Incident management policy');
  });

  it('has the proposals of two leads accepted online, priced and numbered as the checkout does', async () => {
    const quotes = await em().find(
      Quote,
      {},
      { populate: ['lead', 'opportunity'], orderBy: { number: 'asc' } },
    );
    expect(
      quotes.map((quote) => [quote.status, quote.lead.title, quote.opportunity?.name, quote.businessName]),
    ).toEqual([
      [
        'accepted',
        'New registration: early childhood supports (0118)',
        'Early childhood registration (0118)',
        'Bright Futures Early Intervention',
      ],
      [
        'accepted',
        'First registration for specialist support coordination',
        'Support coordination start-up registration',
        'Kinetic Support Co',
      ],
    ]);
    for (const quote of quotes) {
      expect(quote.number).toMatch(/^Q-\d{4}-\d{4}$/);
      expect(quote.totalCents).toBe(quote.subtotalCents + quote.gstCents);
      expect(quote.totalCents).toBeGreaterThan(0);
    }
  });

  it('computes the dashboard figures of the demo set', async () => {
    // Worked out from sample-data.ts: statuses negotiation, qualified, proposal_sent, new, contacted;
    // priorities urgent, high, medium, urgent, low; scores 92, 81, 68, 77, 45; values 48,000 + 12,500 + 18,000 + 6,500 + 24,000.
    expect(await api.client.dashboard.stats.query()).toEqual({
      totalLeads: 5,
      newLeads: 1,
      qualifiedLeads: 1,
      highScoreLeads: 3,
      urgentLeads: 2,
      pipelineValue: 109_000,
    });
  });

  it('leaves deleted leads out of the figures and lists the five newest', async () => {
    const [newest] = await api.client.dashboard.recentLeads.query();
    expect(newest?.title).toBe('First registration for specialist support coordination');
    const recent = await api.client.dashboard.recentLeads.query();
    expect(recent).toHaveLength(5);
    expect(Object.keys(recent[0] ?? {}).sort()).toEqual([
      'createdAt',
      'id',
      'leadScore',
      'priority',
      'status',
      'title',
    ]);

    await api.client.leads.delete.mutate({ id: newest?.id ?? '' });
    const stats = await api.client.dashboard.stats.query();
    expect(stats).toMatchObject({ totalLeads: 4, newLeads: 0, urgentLeads: 1, pipelineValue: 102_500 });
    await api.client.leads.restore.mutate({ id: newest?.id ?? '' });
  });

  it("replaces, never adds to, the existing data (and the documents' files) when run again", async () => {
    await api.client.demoData.create.mutate();
    expect(await counts()).toMatchObject({
      accounts: 5,
      contacts: 7,
      leads: 5,
      opportunities: 23,
      quotes: 2,
      documents: 6,
      files: 6,
    });
  });

  it('changes nothing when the demo data fails halfway', async () => {
    const before = await counts();
    const broken = demoDataset(new Date());
    // The third lead points at a contact that does not exist: accounts and contacts are written first.
    const third = broken.leads[2];
    if (third) third.contactKey = 'nobody';
    const user = await em().findOneOrFail(User, { id: api.me.id });
    const files = createFileStore(server.database.orm, server.config);
    await expect(createDemoData(em(), files, user, broken)).rejects.toThrow(
      "Demo data refers to an unknown contact 'nobody'",
    );
    // The files stored for the new documents were removed again; the old documents keep theirs.
    expect(await counts()).toEqual(before);

    const noAccounts = { ...demoDataset(new Date()), accounts: [] };
    await expect(createDemoData(em(), files, user, noAccounts)).rejects.toThrow('No accounts were created');
    expect(await counts()).toEqual(before);
  });

  it('clears everything', async () => {
    const cleared = await api.client.demoData.clear.mutate();
    expect(cleared).toEqual({ cleared: true, backup: expect.stringMatching(BACKUP_NAME) as string });
    // The backup taken first holds what was cleared.
    const leadsInBackup = await backupTableRows(
      path.join(server.config.backups.dir, cleared.backup),
      'leads',
    );
    expect(leadsInBackup).toBe(5);
    expect(await counts()).toEqual({
      accounts: 0,
      contacts: 0,
      leads: 0,
      opportunities: 0,
      activities: 0,
      quotes: 0,
      documents: 0,
      files: 0,
    });
    expect((await api.client.dashboard.stats.query()).totalLeads).toBe(0);
  });
});

/** How many rows of a table a backup file holds. */
async function backupTableRows(file: string, table: string): Promise<number> {
  const { createReadStream } = await import('node:fs');
  const { createInterface } = await import('node:readline');
  const { createGunzip } = await import('node:zlib');
  let current = '';
  let rows = 0;
  for await (const line of createInterface({ input: createReadStream(file).pipe(createGunzip()) })) {
    if (line.startsWith('{"table":')) current = (JSON.parse(line) as { table: string }).table;
    else if (current === table && line !== '') rows += 1;
  }
  return rows;
}
