import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordTypes } from '../../src/shared/record-fields/index.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { directStaff } from '../support/caller.ts';

describe('the record type registry, through the direct caller', () => {
  let server: TestApp;
  let dana: Awaited<ReturnType<typeof directStaff>>;

  beforeAll(async () => {
    server = await startTestApp();
    dana = await directStaff(server, 'staff');
  });
  afterAll(async () => {
    await dana.close();
    await server.close();
  });

  it('serves a list and a total of every record type src/shared names (a fresh install has only the starter email templates)', async () => {
    const routers = dana.caller as unknown as Record<
      string,
      { count: (input: object) => Promise<{ total: number; totalIs: string }> }
    >;
    for (const type of recordTypes) {
      const total = type === 'email_templates' ? 3 : 0;
      await expect(routers[type]?.count({}), type).resolves.toEqual({ total, totalIs: 'exact' });
    }
  });

  it('gives a task made by staff its Created row under its fields’ names, by its creator', async () => {
    const account = await dana.caller.accounts.create({ name: 'Registry Care', accountType: 'startup' });
    const task = await dana.caller.tasks.create({
      title: 'Check the registry',
      dueDate: '2030-01-02',
      subject: 'account',
      subjectId: account.id,
    });
    const [created] = await dana.caller.history.list({ recordType: 'tasks', recordId: task.id });
    expect(created).toMatchObject({ action: 'create', byName: 'Dana Direct' });
    expect(created?.changes).toContainEqual({ field: 'dueDate', before: null, after: '2030-01-02' });
  });
});
