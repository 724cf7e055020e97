import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../../src/server/db/entities/session.ts';
import { SignInFailure } from '../../src/server/db/entities/sign-in-failure.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { hashPassword } from '../../src/server/features/auth/passwords.ts';
import { SESSION_CACHE_MS } from '../../src/server/features/auth/session-cache.ts';
import { sha256 } from '../../src/server/features/auth/tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { linkTokenFor, waitForMails } from '../support/mail.ts';

const PASSWORD = 'Correct-Horse-42';

describe('staff accounts', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '200', RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '200' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const em = () => server.database.orm.em.fork();

  async function signUpAndConfirm(email: string) {
    const { client } = createApiClient(server.url);
    await client.auth.signUp.mutate({ firstName: 'Priya', lastName: 'Nair', email, password: PASSWORD });
    await client.auth.confirmEmail.mutate({ token: await linkTokenFor(server.config.mailDir, email) });
  }

  it('signs up, confirms from the mail link (the first user becomes admin), signs in, works, signs out', async () => {
    const { client, cookies, lastResponse } = createApiClient(server.url);
    const answer = await client.auth.signUp.mutate({
      firstName: 'Priya',
      lastName: 'Nair',
      email: 'Priya.Nair@Example.com',
      password: PASSWORD,
    });
    expect(answer).toEqual({ status: 'confirmation_sent' });

    const [mail] = await waitForMails(server.config.mailDir, 'priya.nair@example.com');
    expect(mail?.subject).toBe('Confirm your email for the CRM');
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/crm/confirm');
    expect(mail?.raw).toContain('Content-Type: text/html');
    expect(mail?.raw).toContain('Content-Type: text/plain');

    // Until the link is followed there is no account to sign in to.
    expect(
      (await rejectionOf(client.auth.signIn.mutate({ email: 'priya.nair@example.com', password: PASSWORD })))
        .message,
    ).toBe('Email not confirmed');
    expect(await em().count(User, {})).toBe(0);

    expect(await client.auth.confirmEmail.mutate({ token: link.searchParams.get('token') ?? '' })).toEqual({
      status: 'active',
    });
    const me = await client.auth.signIn.mutate({ email: 'PRIYA.NAIR@example.com', password: PASSWORD });
    expect(me).toMatchObject({
      email: 'priya.nair@example.com',
      firstName: 'Priya',
      lastName: 'Nair',
      role: 'admin',
      status: 'active',
    });

    const setCookie = lastResponse()?.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(cookies.has('session')).toBe(true);

    expect(await client.auth.me.query()).toMatchObject({ email: 'priya.nair@example.com', role: 'admin' });
    expect(await client.auth.updateProfile.mutate({ firstName: 'Priyanka', lastName: 'Nair' })).toMatchObject(
      {
        firstName: 'Priyanka',
      },
    );

    await client.auth.signOut.mutate();
    expect(cookies.has('session')).toBe(false);
    expect(await client.auth.me.query()).toBeNull();
    const refused = await rejectionOf(client.auth.updateProfile.mutate({ firstName: 'A', lastName: 'B' }));
    expect(refused.data?.httpStatus).toBe(401);
  });

  it('keeps only the SHA-256 of the session secret in the database', async () => {
    await signUpAndConfirm('hash.check@example.com');
    const { client, cookies } = createApiClient(server.url);
    await client.auth.signIn.mutate({ email: 'hash.check@example.com', password: PASSWORD });
    const token = cookies.get('session') ?? '';
    const [id, secret] = token.split('.');
    expect(secret?.length).toBeGreaterThanOrEqual(43);

    const rows = await em().execute<Record<string, unknown>[]>('select * from sessions where id = ?', [id]);
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? {};
    expect(Buffer.from(row.secret_hash as Uint8Array).equals(sha256(secret ?? ''))).toBe(true);
    for (const value of Object.values(row)) expect(String(value)).not.toContain(secret);
  });

  it('answers a sign-up with an existing email exactly like a new one and sends a notice instead', async () => {
    const userEm = em();
    const existing = userEm.create(User, {
      email: 'already.here@example.com',
      passwordHash: await hashPassword(PASSWORD),
      emailConfirmedAt: new Date(),
    });
    await userEm.flush();

    const { client } = createApiClient(server.url);
    const answer = await client.auth.signUp.mutate({
      firstName: 'Mallory',
      lastName: 'Else',
      email: 'Already.Here@example.com',
      password: 'another-long-password',
    });
    expect(answer).toEqual({ status: 'confirmation_sent' });
    expect(await em().count(User, { email: 'already.here@example.com' })).toBe(1);
    const [notice] = await waitForMails(server.config.mailDir, 'already.here@example.com');
    expect(notice?.subject).toBe('You already have a CRM account');
    expect(notice?.raw).not.toContain('Mallory');
    const unchanged = await em().findOneOrFail(User, { id: existing.id }, { populate: ['passwordHash'] });
    expect(unchanged.passwordHash).toBe(existing.passwordHash);
  });

  it('applies a repeated sign-up of an unconfirmed address only through the link it mails', async () => {
    const email = 'claimed.first@example.com';
    const { client } = createApiClient(server.url);
    await client.auth.signUp.mutate({
      firstName: 'Mallory',
      lastName: 'Early',
      email,
      password: 'mallory-password',
    });
    await waitForMails(server.config.mailDir, email, 1);
    // As if a minute had passed: the mail throttle lets the second link go.
    await em().execute(`delete from rate_limits where key = ?`, [`mail:${email}`]);
    await client.auth.signUp.mutate({
      firstName: 'Olivia',
      lastName: 'Owner',
      email,
      password: 'olivia-password',
    });
    const mails = await waitForMails(server.config.mailDir, email, 2);
    expect(await em().count(User, { email })).toBe(0);
    for (const mail of mails) expect(mail.raw).not.toMatch(/Mallory|Olivia/);

    const ownersLink = new URL(mails[1]?.link ?? '');
    await client.auth.confirmEmail.mutate({ token: ownersLink.searchParams.get('token') ?? '' });
    const me = await client.auth.signIn.mutate({ email, password: 'olivia-password' });
    expect(me).toMatchObject({ firstName: 'Olivia', lastName: 'Owner' });
    const refused = await rejectionOf(
      createApiClient(server.url).client.auth.signIn.mutate({ email, password: 'mallory-password' }),
    );
    expect(refused.message).toBe('Invalid login credentials');
    const earlierLink = new URL(mails[0]?.link ?? '');
    const stale = await rejectionOf(
      client.auth.confirmEmail.mutate({ token: earlierLink.searchParams.get('token') ?? '' }),
    );
    expect(stale.message).toBe('This confirmation link is invalid or has expired.');
  });

  it('does the same writes for a sign-up with a known address as for a new one', async () => {
    await signUpAndConfirm('same.work@example.com');
    const count = async () =>
      (
        await em().execute<{ n: number }[]>(`select count(*)::int as n from pgboss.job where name = 'mail'`)
      )[0]?.n ?? 0;
    const signUps = async () =>
      (await em().execute<{ n: number }[]>(`select count(*)::int as n from sign_ups`))[0]?.n ?? 0;
    const { client } = createApiClient(server.url);
    for (const email of ['same.work@example.com', 'brand.new@example.com']) {
      const [jobsBefore, signUpsBefore] = [await count(), await signUps()];
      await client.auth.signUp.mutate({ firstName: 'A', lastName: 'B', email, password: PASSWORD });
      expect(await count()).toBe(jobsBefore + 1);
      expect(await signUps()).toBeGreaterThanOrEqual(signUpsBefore);
    }
    await waitForMails(server.config.mailDir, 'brand.new@example.com');
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    await signUpAndConfirm('wrong.password@example.com');
    const { client } = createApiClient(server.url);
    const wrong = await rejectionOf(
      client.auth.signIn.mutate({ email: 'wrong.password@example.com', password: 'nope-nope' }),
    );
    const unknown = await rejectionOf(
      client.auth.signIn.mutate({ email: 'nobody@example.com', password: 'nope-nope' }),
    );
    expect(wrong.message).toBe('Invalid login credentials');
    expect(unknown.message).toBe('Invalid login credentials');
    expect(wrong.data?.httpStatus).toBe(unknown.data?.httpStatus);
  });

  it('makes an unknown email take about as long as a wrong password', async () => {
    await signUpAndConfirm('timing@example.com');
    const { client } = createApiClient(server.url);
    const timed = async (email: string) => {
      // Forget earlier failures, so the per-address wait never answers instead of the password check.
      await em().nativeDelete(SignInFailure, { email });
      const started = performance.now();
      const error = await rejectionOf(client.auth.signIn.mutate({ email, password: 'wrong-password' }));
      expect(error.message).toBe('Invalid login credentials');
      return performance.now() - started;
    };
    // Taken in turns, so a busy moment of the machine slows both kinds alike.
    const known: number[] = [];
    const unknownTimes: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      known.push(await timed('timing@example.com'));
      unknownTimes.push(await timed('no-such-user@example.com'));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[2] ?? 0;
    const wrongPassword = median(known);
    const unknown = median(unknownTimes);
    // Without the dummy verification an unknown email answers in a few ms, against tens for argon2.
    expect(unknown / wrongPassword).toBeGreaterThan(0.5);
  });

  it('refuses common and breached passwords with a field message', async () => {
    const { client } = createApiClient(server.url);
    const error = await rejectionOf(
      client.auth.signUp.mutate({
        firstName: 'A',
        lastName: 'B',
        email: 'common@example.com',
        password: 'password1234',
      }),
    );
    expect(error.data?.httpStatus).toBe(400);
    expect(error.data?.fieldErrors).toEqual({
      password: 'This password is too close to a common or breached password. Please choose another.',
    });
    expect(await em().count(User, { email: 'common@example.com' })).toBe(0);
  });

  it('validates sign-up fields with the shared schema', async () => {
    const { client } = createApiClient(server.url);
    const error = await rejectionOf(
      client.auth.signUp.mutate({ firstName: ' ', lastName: 'B', email: 'not-an-email', password: '12345' }),
    );
    expect(error.data?.fieldErrors).toEqual({
      firstName: 'First name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 12 characters',
    });
  });

  it('confirms a link only once, and refuses an expired one', async () => {
    const { client } = createApiClient(server.url);
    await client.auth.signUp.mutate({
      firstName: 'Once',
      lastName: 'Only',
      email: 'once@example.com',
      password: PASSWORD,
    });
    const token = await linkTokenFor(server.config.mailDir, 'once@example.com');
    await client.auth.confirmEmail.mutate({ token });
    const again = await rejectionOf(client.auth.confirmEmail.mutate({ token }));
    expect(again.message).toBe('This confirmation link is invalid or has expired.');

    await client.auth.signUp.mutate({
      firstName: 'Late',
      lastName: 'Comer',
      email: 'late@example.com',
      password: PASSWORD,
    });
    const lateToken = await linkTokenFor(server.config.mailDir, 'late@example.com');
    await em().execute(`update sign_ups set expires_at = now() - interval '1 minute' where email = ?`, [
      'late@example.com',
    ]);
    const expired = await rejectionOf(client.auth.confirmEmail.mutate({ token: lateToken }));
    expect(expired.message).toBe('This confirmation link is invalid or has expired.');
    expect(await em().findOne(User, { email: 'late@example.com' })).toBeNull();
  });

  it('ends the session the browser held when it signs in again, and keeps sessions elsewhere', async () => {
    await signUpAndConfirm('rotate@example.com');
    const elsewhere = createApiClient(server.url);
    await elsewhere.client.auth.signIn.mutate({ email: 'rotate@example.com', password: PASSWORD });
    const browser = createApiClient(server.url);
    await browser.client.auth.signIn.mutate({ email: 'rotate@example.com', password: PASSWORD });
    const before = browser.cookies.get('session') ?? '';

    await browser.client.auth.signIn.mutate({ email: 'rotate@example.com', password: PASSWORD });
    const after = browser.cookies.get('session') ?? '';
    expect(after).not.toBe(before);
    expect(await browser.client.auth.me.query()).toMatchObject({ email: 'rotate@example.com' });
    const old = createApiClient(server.url);
    old.cookies.set('session', before);
    expect(await old.client.auth.me.query()).toBeNull();
    expect(await em().count(Session, { id: before.split('.')[0] })).toBe(0);
    expect(await elsewhere.client.auth.me.query()).toMatchObject({ email: 'rotate@example.com' });

    // A failed sign-in leaves the session as it was.
    await rejectionOf(
      browser.client.auth.signIn.mutate({ email: 'rotate@example.com', password: 'wrong-one' }),
    );
    expect(await browser.client.auth.me.query()).toMatchObject({ email: 'rotate@example.com' });
  });

  it('rejects an expired session', async () => {
    await signUpAndConfirm('expiring@example.com');
    const { client, cookies } = createApiClient(server.url);
    await client.auth.signIn.mutate({ email: 'expiring@example.com', password: PASSWORD });
    const id = (cookies.get('session') ?? '').split('.')[0];
    await em().nativeUpdate(Session, { id }, { expiresAt: new Date(Date.now() - 1000) });

    expect(await client.auth.me.query()).toBeNull();
    expect(
      (await rejectionOf(client.auth.updateProfile.mutate({ firstName: 'A', lastName: 'B' }))).data
        ?.httpStatus,
    ).toBe(401);
    expect(await em().count(Session, { id })).toBe(0);
  });

  it('slides the inactivity deadline forward, but never past the absolute lifetime', async () => {
    await signUpAndConfirm('sliding@example.com');
    const { client, cookies } = createApiClient(server.url);
    await client.auth.signIn.mutate({ email: 'sliding@example.com', password: PASSWORD });
    const id = (cookies.get('session') ?? '').split('.')[0];
    const day = 24 * 60 * 60 * 1000;
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await em().nativeUpdate(
      Session,
      { id },
      { lastVerifiedAt: twoHoursAgo, expiresAt: new Date(Date.now() + day) },
    );
    await client.auth.me.query();
    const slid = await em().findOneOrFail(Session, { id });
    expect(slid.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9.9 * day);

    await em().nativeUpdate(
      Session,
      { id },
      {
        createdAt: new Date(Date.now() - 29.5 * day),
        lastVerifiedAt: twoHoursAgo,
        expiresAt: new Date(Date.now() + day),
      },
    );
    // Changed behind the server's back: it reads the session again once its cached copy is over.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS));
    await client.auth.me.query();
    const capped = await em().findOneOrFail(Session, { id });
    expect(capped.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 0.5 * day + 1000);
  });

  it('makes each failed sign-in after the third wait longer, and a success resets the count', async () => {
    await signUpAndConfirm('slow.down@example.com');
    const { client } = createApiClient(server.url);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (
          await rejectionOf(
            client.auth.signIn.mutate({ email: 'slow.down@example.com', password: 'bad-guess' }),
          )
        ).message,
      ).toBe('Invalid login credentials');
    }
    const blocked = await rejectionOf(
      client.auth.signIn.mutate({ email: 'slow.down@example.com', password: PASSWORD }),
    );
    expect(blocked.message).toBe('Too many attempts. Please wait a few minutes and try again.');

    await em().nativeUpdate(
      SignInFailure,
      { email: 'slow.down@example.com' },
      { blockedUntil: new Date(Date.now() - 1) },
    );
    await client.auth.signIn.mutate({ email: 'slow.down@example.com', password: PASSWORD });
    expect(await em().count(SignInFailure, { email: 'slow.down@example.com' })).toBe(0);
  });

  it('answers a blocked unknown address exactly like a blocked account', async () => {
    await signUpAndConfirm('known.blocked@example.com');
    const { client } = createApiClient(server.url);
    const answers = async (email: string) => {
      const messages: string[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        messages.push(
          (await rejectionOf(client.auth.signIn.mutate({ email, password: 'bad-guess' }))).message,
        );
      }
      return messages;
    };
    const known = await answers('known.blocked@example.com');
    expect(known.at(-1)).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(await answers('unknown.blocked@example.com')).toEqual(known);
  });

  it('counts failed sign-ins atomically, even when they arrive together', async () => {
    const { client } = createApiClient(server.url);
    await Promise.all(
      Array.from({ length: 6 }, () =>
        rejectionOf(client.auth.signIn.mutate({ email: 'parallel@example.com', password: 'bad-guess' })),
      ),
    );
    const row = await em().findOneOrFail(SignInFailure, { email: 'parallel@example.com' });
    expect(row.failures).toBeGreaterThanOrEqual(3);
    expect(row.blockedUntil).not.toBeNull();
  });

  it('refuses a mutation from a foreign Origin, or with neither Origin nor Sec-Fetch-Site', async () => {
    const body = JSON.stringify({ json: { email: 'a@example.com', password: 'whatever' } });
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });

    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({})).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ 'sec-fetch-site': 'same-origin' })).status).toBe(401);
    expect((await post({ origin: 'http://localhost:3000' })).status).toBe(401);
  });

  it('sends Referrer-Policy: strict-origin with the confirmation page', async () => {
    const response = await fetch(`${server.url}/crm/confirm?token=abc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin');
  });
});

describe('staff email domains approved at once', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      env: {
        SIGN_UP_EMAIL_DOMAINS: 'consultancy.example.com.au, @partner.example.com',
        RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '100',
      },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('lets the listed domains in at once and keeps anyone else waiting for approval', async () => {
    const { client } = createApiClient(server.url);
    const signUpAndConfirm = async (email: string) => {
      await client.auth.signUp.mutate({ firstName: 'A', lastName: 'B', email, password: PASSWORD });
      return client.auth.confirmEmail.mutate({
        token: await linkTokenFor(server.config.mailDir, email.toLowerCase()),
      });
    };
    expect(await signUpAndConfirm('first@gmail.example')).toEqual({ status: 'active' });
    expect(await signUpAndConfirm('someone@gmail.example')).toEqual({ status: 'pending' });
    expect(await signUpAndConfirm('Staff@Consultancy.example.com.au')).toEqual({ status: 'active' });
    expect(await signUpAndConfirm('guest@partner.example.com')).toEqual({ status: 'active' });
    const profiles = await server.database.orm.em.fork().find(Profile, {}, { populate: ['user'] });
    expect(Object.fromEntries(profiles.map((p) => [p.user.email, `${p.role} ${p.status}`]))).toEqual({
      'first@gmail.example': 'admin active',
      'someone@gmail.example': 'staff pending',
      'staff@consultancy.example.com.au': 'staff active',
      'guest@partner.example.com': 'staff active',
    });
  });
});

describe('rate limits', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      env: { RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '2' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it('limits sign-in attempts per IP', async () => {
    const { client } = createApiClient(server.url);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (
          await rejectionOf(
            client.auth.signIn.mutate({ email: `x${attempt}@example.com`, password: 'whatever' }),
          )
        ).message,
      ).toBe('Invalid login credentials');
    }
    const limited = await rejectionOf(
      client.auth.signIn.mutate({ email: 'x9@example.com', password: 'whatever' }),
    );
    expect(limited.data?.httpStatus).toBe(429);
    expect(limited.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('limits sign-ups per IP', async () => {
    const { client } = createApiClient(server.url);
    const signUp = (n: number) =>
      client.auth.signUp.mutate({
        firstName: 'R',
        lastName: 'L',
        email: `limit${n}@example.com`,
        password: PASSWORD,
      });
    await signUp(1);
    await signUp(2);
    const limited = await rejectionOf(signUp(3));
    expect(limited.data?.httpStatus).toBe(429);
    const signUps = await server.database.orm.em
      .fork()
      .execute<{ email: string }[]>(`select email from sign_ups where email like 'limit%'`);
    expect(signUps.map((row) => row.email).sort()).toEqual(['limit1@example.com', 'limit2@example.com']);
  });
});

describe('sign-in delay per address and client IP', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({
      env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SIGN_IN_PER_MINUTE: '5' },
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const from = (ip: string) => createApiClient(server.url, { headers: { 'x-forwarded-for': ip } }).client;

  it("never locks the owner out with a stranger's failures, and still limits each IP across addresses", async () => {
    const owner = from('198.51.100.7');
    await owner.auth.signUp.mutate({
      firstName: 'O',
      lastName: 'W',
      email: 'owner@example.com',
      password: PASSWORD,
    });
    await owner.auth.confirmEmail.mutate({
      token: await linkTokenFor(server.config.mailDir, 'owner@example.com'),
    });

    const stranger = from('203.0.113.9');
    const answers: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      answers.push(
        (
          await rejectionOf(
            stranger.auth.signIn.mutate({ email: 'owner@example.com', password: 'guess-guess' }),
          )
        ).message,
      );
    expect(answers.at(-1)).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(await owner.auth.signIn.mutate({ email: 'owner@example.com', password: PASSWORD })).toMatchObject({
      email: 'owner@example.com',
    });

    // The stranger's fifth try this minute is still answered; the sixth, for any address, is not.
    const fifth = await rejectionOf(
      stranger.auth.signIn.mutate({ email: 'other@example.com', password: 'x-guess' }),
    );
    expect(fifth.message).toBe('Invalid login credentials');
    const sixth = await rejectionOf(
      stranger.auth.signIn.mutate({ email: 'third@example.com', password: 'x-guess' }),
    );
    expect(sixth.data?.httpStatus).toBe(429);
  });
});
