import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { createSessionCache } from '../../src/server/features/auth/session-cache.ts';
import { createSession } from '../../src/server/features/auth/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

describe('the session cache', () => {
  let app: TestApp;
  let token: string;
  let userId: string;
  const em = () => app.database.orm.em.fork();

  beforeAll(async () => {
    app = await startTestApp();
    const setup = em();
    const user = setup.create(User, {
      email: 'cached@example.com',
      passwordHash: 'x',
      emailConfirmedAt: new Date(),
    });
    setup.create(Profile, {
      user,
      firstName: 'Cached',
      lastName: 'Session',
      role: 'staff',
      status: 'active',
    });
    await setup.flush();
    userId = user.id;
    ({ token } = await createSession(setup, user, { ip: '127.0.0.1', userAgent: 'test' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it("gives a second's queries the entities it read once, and a write a fresh read", async () => {
    const sessions = createSessionCache();
    const origin = { ip: '127.0.0.1', userAgent: 'test' };
    const read = await sessions.validate(em(), token, { origin, reuse: true });
    const first = await sessions.validate(em(), token, { origin, reuse: true });
    const again = await sessions.validate(em(), token, { origin, reuse: true });
    expect(first?.user).not.toBe(read?.user);
    expect(again?.user).toBe(first?.user);
    expect(again?.profile.firstName).toBe('Cached');
    const write = await sessions.validate(em(), token, { origin, reuse: false });
    expect(write?.user).not.toBe(first?.user);
    expect(write?.user.id).toBe(userId);
  });

  it('stores a cached user named in a write as a reference, changing nothing on the user', async () => {
    const sessions = createSessionCache();
    const origin = { ip: '127.0.0.1', userAgent: 'test' };
    await sessions.validate(em(), token, { origin, reuse: true });
    const cached = await sessions.validate(em(), token, { origin, reuse: true });
    if (!cached) throw new Error('no session');
    const before = await em().findOneOrFail(User, userId);
    const request = em();
    const account = request.create(Account, { name: 'Made by a cached user', createdBy: cached.user });
    await request.flush();
    const stored = await em().findOneOrFail(Account, account.id, { populate: ['createdBy'] });
    expect(stored.createdBy?.id).toBe(userId);
    const after = await em().findOneOrFail(User, userId);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.email).toBe('cached@example.com');
  });
});
