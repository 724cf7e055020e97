import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../../src/server/db/entities/session.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { createSession, validateSessionToken } from '../../src/server/features/auth/sessions.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

const LIMITS = { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '500', RATE_LIMIT_SIGN_IN_PER_MINUTE: '500' };
const FIREFOX_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

async function signInFrom(server: TestApp, staff: Staff, userAgent: string) {
  const api = createApiClient(server.url, { headers: { 'user-agent': userAgent } });
  await api.client.auth.signIn.mutate({ email: staff.email, password: staff.password });
  return api;
}

describe('my sessions', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lists where I am signed in, this device first, with browser, system and IP', async () => {
    const staff = await signedInStaff(server, 'Sia', 'Sessions');
    const laptop = await signInFrom(server, staff, FIREFOX_ON_WINDOWS);
    await signInFrom(server, staff, SAFARI_ON_IPHONE);

    const sessions = await laptop.client.sessions.list.query();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      device: 'Firefox 133 on Windows 10',
      ip: '127.0.0.1',
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.device)).toContain('Safari 18 on iOS');
    for (const session of sessions) {
      expect(session.createdAt).toBeInstanceOf(Date);
      expect(session.lastActiveAt).toBeInstanceOf(Date);
    }
    // Someone else's list is their own.
    const other = await signedInStaff(server, 'Oli', 'Other');
    expect(await other.client.sessions.list.query()).toHaveLength(1);
  });

  it('signs out one other session, which is refused right after, and never someone else’s', async () => {
    const staff = await signedInStaff(server, 'Noor', 'One');
    const phone = await signInFrom(server, staff, SAFARI_ON_IPHONE);
    const phoneEntry = (await staff.client.sessions.list.query()).find((session) => !session.current);
    if (!phoneEntry) throw new Error('the phone session is not listed');

    const stranger = await signedInStaff(server, 'Sam', 'Stranger');
    const notTheirs = await rejectionOf(stranger.client.sessions.signOut.mutate({ id: phoneEntry.id }));
    expect(notTheirs.data?.code).toBe('NOT_FOUND');
    await expect(phone.client.dashboard.stats.query()).resolves.toBeDefined();

    await staff.client.sessions.signOut.mutate({ id: phoneEntry.id });
    const ended = await rejectionOf(phone.client.dashboard.stats.query());
    expect(ended.data?.code).toBe('UNAUTHORIZED');
    expect(await phone.client.auth.me.query()).toBeNull();
    await expect(staff.client.dashboard.stats.query()).resolves.toBeDefined();

    const own = (await staff.client.sessions.list.query()).find((session) => session.current);
    const self = await rejectionOf(staff.client.sessions.signOut.mutate({ id: own?.id ?? '' }));
    expect(self.message).toBe('Use Sign Out to end this session.');
  });

  it('signs out all other sessions at once and keeps this one', async () => {
    const staff = await signedInStaff(server, 'Alle', 'Others');
    const others = [
      await signInFrom(server, staff, FIREFOX_ON_WINDOWS),
      await signInFrom(server, staff, SAFARI_ON_IPHONE),
    ];
    expect(await staff.client.sessions.signOutOthers.mutate()).toEqual({ signedOut: 2 });
    for (const other of others)
      expect((await rejectionOf(other.client.dashboard.stats.query())).data?.code).toBe('UNAUTHORIZED');
    expect(await staff.client.sessions.list.query()).toHaveLength(1);
    await expect(staff.client.dashboard.stats.query()).resolves.toBeDefined();
  });

  it('moves last-active forward at most once a minute, with the latest IP and browser', async () => {
    const staff = await signedInStaff(server, 'Lia', 'Active');
    const em = server.database.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: staff.email });
    const start = new Date('2030-01-01T00:00:00Z');
    const { token } = await createSession(em, user, { ip: '10.0.0.1', userAgent: FIREFOX_ON_WINDOWS }, start);
    const id = token.split('.')[0] ?? '';
    const stored = () => em.fork().findOneOrFail(Session, { id });

    const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);
    await validateSessionToken(em.fork(), token, { ip: '10.0.0.2', userAgent: SAFARI_ON_IPHONE }, later(59));
    expect((await stored()).lastActiveAt).toEqual(start);
    expect((await stored()).ip).toBe('10.0.0.1');

    await validateSessionToken(em.fork(), token, { ip: '10.0.0.2', userAgent: SAFARI_ON_IPHONE }, later(60));
    expect(await stored()).toMatchObject({
      lastActiveAt: later(60),
      ip: '10.0.0.2',
      userAgent: SAFARI_ON_IPHONE,
    });
  });
});
