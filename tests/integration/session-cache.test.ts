import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Account } from '../../src/server/db/entities/account.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { createSessionCache } from '../../src/server/features/auth/session-cache.ts';
import { Session } from '../../src/server/db/entities/session.ts';
import { createSession, sessionTokenParts } from '../../src/server/features/auth/sessions.ts';
import { startTestApp, type TestApp } from '../support/app.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  // A call that read the database gets its own entity manager's user; calls served from an
  // entry share the entry's: the number of distinct users is the number of reads (+1).
  it('reads a session once for the calls that find its entry over at the same moment', async () => {
    const sessions = createSessionCache(1_000);
    const origin = { ip: '127.0.0.1', userAgent: 'test' };
    await sessions.validate(em(), token, { origin, reuse: true });
    await wait(1_100);
    const calls = await Promise.all(
      Array.from({ length: 20 }, () => sessions.validate(em(), token, { origin, reuse: true })),
    );
    expect(calls.every((call) => call?.user.id === userId)).toBe(true);
    expect(new Set(calls.map((call) => call?.user)).size).toBe(2);
  });

  it('past half its life, has one call read the session again while the others use the entry', async () => {
    const sessions = createSessionCache(1_000);
    const origin = { ip: '127.0.0.1', userAgent: 'test' };
    await sessions.validate(em(), token, { origin, reuse: true });
    const entryUser = (await sessions.validate(em(), token, { origin, reuse: true }))?.user;
    await wait(600);
    const calls = await Promise.all(
      Array.from({ length: 10 }, () => sessions.validate(em(), token, { origin, reuse: true })),
    );
    expect(calls.filter((call) => call?.user !== entryUser)).toHaveLength(1);
    const afterwards = await sessions.validate(em(), token, { origin, reuse: true });
    expect(afterwards?.user).not.toBe(entryUser);
    expect(afterwards?.user.id).toBe(userId);
  });

  it('refuses a session deleted in the database once a read finds it gone', async () => {
    const setup = em();
    const user = await setup.findOneOrFail(User, userId);
    const other = await createSession(setup, user, { ip: '127.0.0.1', userAgent: 'test' });
    const sessions = createSessionCache(1_000);
    const origin = { ip: '127.0.0.1', userAgent: 'test' };
    expect(await sessions.validate(em(), other.token, { origin, reuse: true })).not.toBeNull();
    await em().nativeDelete(Session, { id: sessionTokenParts(other.token)?.id });
    await wait(600);
    expect(await sessions.validate(em(), other.token, { origin, reuse: true })).toBeNull();
    expect(await sessions.validate(em(), other.token, { origin, reuse: true })).toBeNull();
  });
});
