import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evidenceChecklists } from '../../src/shared/catalog/evidence-checklists.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';

describe('evidence requests', () => {
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;
  let mia: Awaited<ReturnType<typeof directStaff>>;

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

  async function accountWithContact(name: string) {
    const account = await dana.caller.accounts.create({ name, accountType: 'startup' });
    const contact = await dana.caller.contacts.create({
      firstName: 'Ada',
      lastName: name,
      accountId: account.id,
    });
    return { account, contact };
  }

  it('starts from a checklist, adjusted, and shows its progress on the account', async () => {
    const { account, contact } = await accountWithContact('Evidence Care');
    const templates = await dana.caller.evidence_requests.templates();
    const certification = templates.find((template) => template.id === 'certification');
    expect(certification?.items).toHaveLength(evidenceChecklists[1]!.items.length);

    const items = [...certification!.items.slice(0, 3), { title: 'Fire safety statement', standard: null }];
    const request = await dana.caller.evidence_requests.create({
      title: 'Certification audit evidence',
      accountId: account.id,
      contactId: contact.id,
      dueDate: '2030-03-01',
      items,
    });
    expect(request.items.map((item) => [item.title, item.status])).toEqual(
      items.map((item) => [item.title, 'requested']),
    );
    expect(request.progress).toEqual({ items: 4, received: 0, accepted: 0 });
    expect(request.contact).toEqual({ id: contact.id, name: 'Ada Evidence Care' });

    const [first, , third, fourth] = request.items;
    const updated = await dana.caller.evidence_requests.update({
      id: request.id,
      title: request.title,
      accountId: account.id,
      contactId: contact.id,
      dueDate: '2030-03-15',
      items: [
        fourth!,
        { id: first!.id, title: 'Certificate of registration', standard: first!.standard },
        third!,
      ],
    });
    expect(updated.items.map((item) => [item.id, item.title])).toEqual([
      [fourth!.id, 'Fire safety statement'],
      [first!.id, 'Certificate of registration'],
      [third!.id, third!.title],
    ]);

    const page = await dana.caller.evidence_requests.list({ accountId: account.id, open: true });
    expect(page.items).toEqual([
      expect.objectContaining({ id: request.id, progress: { items: 3, received: 0, accepted: 0 } }),
    ]);
  });

  it('refuses a contact of another account, beside the field', async () => {
    const { account } = await accountWithContact('First Provider');
    const { contact: stranger } = await accountWithContact('Second Provider');
    await expect(
      dana.caller.evidence_requests.create({
        title: 'Verification',
        accountId: account.id,
        contactId: stranger.id,
        dueDate: '2030-03-01',
        items: [{ title: 'Risk register' }],
      }),
    ).rejects.toMatchObject({
      fieldErrors: { contactId: 'This contact does not belong to the selected account' },
    });
  });

  it('keeps the managers’ own checklists beside the built-in ones', async () => {
    await expect(
      dana.caller.evidence_requests.saveTemplate({
        name: 'Mid-term',
        items: [{ title: 'Incident register' }],
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const saved = await mia.caller.evidence_requests.saveTemplate({
      name: 'Mid-term audit',
      items: [{ title: 'Incident register', standard: 'Verification Module' }],
    });
    await expect(
      mia.caller.evidence_requests.saveTemplate({ name: 'Verification audit', items: [{ title: 'x' }] }),
    ).rejects.toMatchObject({ fieldErrors: { name: 'A checklist with this name already exists' } });
    const templates = await dana.caller.evidence_requests.templates();
    expect(templates.map((template) => template.name)).toEqual([
      'Verification audit',
      'Certification audit',
      'Mid-term audit',
    ]);
    await mia.caller.evidence_requests.deleteTemplate({ id: saved.id });
    expect(await dana.caller.evidence_requests.templates()).toHaveLength(2);
  });
});
