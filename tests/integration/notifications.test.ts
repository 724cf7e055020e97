import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Contact } from '../../src/server/db/entities/contact.ts';
import { mentionedNames } from '../../src/server/features/notifications/service.ts';
import { businessToday } from '../../src/shared/quarters.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

describe('the notifications bell', () => {
  let server: TestApp;
  let priya: Awaited<ReturnType<typeof signedInStaff>>;
  let sam: Awaited<ReturnType<typeof signedInStaff>>;
  let account: string;

  beforeAll(async () => {
    server = await startTestApp({ env: { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100' } });
    priya = await signedInStaff(server, 'Priya', 'Nair');
    sam = await signedInStaff(server, 'Sam', 'Okafor');
    const em = server.database.orm.em.fork();
    const created = em.create(Account, { name: 'Bell Care' });
    em.create(Contact, { firstName: 'Jo', lastName: 'Bell', account: created });
    await em.flush();
    account = created.id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('reads @first and @first.last mentions, ignoring case and email addresses', () => {
    expect(mentionedNames('Thanks @Sam and @priya.NAIR, cc @sam')).toEqual(['sam', 'priya.nair']);
    expect(mentionedNames('mail me at jo@example.com')).toEqual([]);
  });

  it('tells people of tasks someone else gave them and of mentions, and marks them read', async () => {
    await priya.client.tasks.create.mutate({
      title: 'Check the outlets',
      dueDate: businessToday(),
      assigneeId: sam.me.id,
      subject: 'account',
      subjectId: account,
    });
    await sam.client.tasks.create.mutate({
      title: 'My own',
      dueDate: businessToday(),
      subject: 'account',
      subjectId: account,
    });
    await priya.client.activities.create.mutate({
      subject: 'account',
      subjectId: account,
      type: 'note',
      title: 'Audit prep',
      description: '@sam can you book the auditor? @priya noted.',
    });

    const bell = await sam.client.notifications.list.query();
    expect(bell.unread).toBe(2);
    expect(bell.items).toMatchObject([
      {
        kind: 'mention',
        title: 'Audit prep',
        actorName: 'Priya Nair',
        subject: 'account',
        subjectId: account,
        read: false,
      },
      { kind: 'task_assigned', title: 'Check the outlets', actorName: 'Priya Nair', read: false },
    ]);
    expect((await priya.client.notifications.list.query()).items).toEqual([]);

    await sam.client.notifications.markRead.mutate({ id: bell.items[0]?.id });
    expect((await sam.client.notifications.list.query()).unread).toBe(1);
    await priya.client.notifications.markRead.mutate({});
    expect((await sam.client.notifications.list.query()).unread).toBe(1);
    await sam.client.notifications.markRead.mutate({});
    expect((await sam.client.notifications.list.query()).unread).toBe(0);
  });
});
