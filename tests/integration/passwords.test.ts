import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSignInFailure } from '../../src/server/db/entities/account-sign-in-failure.ts';
import { PasswordReset } from '../../src/server/db/entities/password-reset.ts';
import { Session } from '../../src/server/db/entities/session.ts';
import { SignInAttempt } from '../../src/server/db/entities/sign-in-attempt.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { deleteOldAccountFailures } from '../../src/server/features/auth/account-guessing-cap.ts';
import { deleteOldSignInAttempts } from '../../src/server/features/auth/login-history.ts';
import { sha256 } from '../../src/server/features/auth/tokens.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { linkTokenFor, mailsTo, waitForMails } from '../support/mail.ts';

const PASSWORD = 'Correct-Horse-42';
const NEW_PASSWORD = 'Wombat-Lantern-Quill-7';
const SENT = { sent: true };
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('passwords: reset, change, the per-account cap, unconfirmed sign-ins, login history', () => {
  let server: TestApp;
  let admin: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = await startTestApp({
      env: {
        TRUST_PROXY: '1',
        RATE_LIMIT_SIGN_IN_PER_MINUTE: '200',
        RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '200',
        RATE_LIMIT_PASSWORD_RESET_PER_10_MINUTES: '200',
      },
    });
    admin = await signUpAndConfirm('first.admin@example.com');
    await admin.client.auth.signIn.mutate({ email: 'first.admin@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await server.close();
  });

  const em = () => server.database.orm.em.fork();
  const mailDir = () => server.config.mailDir;

  async function signUpAndConfirm(email: string, options: Parameters<typeof createApiClient>[1] = {}) {
    const api = createApiClient(server.url, options);
    await api.client.auth.signUp.mutate({ firstName: 'Robin', lastName: 'Hale', email, password: PASSWORD });
    await api.client.auth.confirmEmail.mutate({ token: await linkTokenFor(mailDir(), email) });
    return api;
  }

  async function signedIn(email: string, password = PASSWORD) {
    const api = createApiClient(server.url);
    await api.client.auth.signIn.mutate({ email, password });
    return api;
  }

  /** Asks for a reset link and answers the token of the newest mail to the address. */
  async function resetToken(email: string, mailsBefore: number): Promise<string> {
    expect(await createApiClient(server.url).client.auth.requestPasswordReset.mutate({ email })).toEqual(
      SENT,
    );
    return linkTokenFor(mailDir(), email, mailsBefore + 1);
  }

  it('mails a single-use link, stores only its hash, and ends every session when it is used', async () => {
    const email = 'forgetful@example.com';
    await signUpAndConfirm(email);
    const laptop = await signedIn(email);
    const phone = await signedIn(email);
    const mailsBefore = (await mailsTo(mailDir(), email)).length;

    const anon = createApiClient(server.url);
    expect(await anon.client.auth.requestPasswordReset.mutate({ email: 'Forgetful@Example.com' })).toEqual(
      SENT,
    );
    expect(await anon.client.auth.requestPasswordReset.mutate({ email: 'nobody.here@example.com' })).toEqual(
      SENT,
    );
    const mail = (await waitForMails(mailDir(), email, mailsBefore + 1)).at(-1);
    expect(mail?.subject).toBe('Set a new password for the CRM');
    const link = new URL(mail?.link ?? '');
    expect(link.origin + link.pathname).toBe('http://localhost:3000/crm/reset-password');
    const token = link.searchParams.get('token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(43);

    // At rest: the SHA-256 of the token, never the token.
    const rows = await em().find(PasswordReset, { email });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toEqual(sha256(token));
    const [dump] = await em().execute<{ text: string }[]>(
      `select string_agg(t::text, '|') as text from password_resets t`,
    );
    expect(dump?.text).not.toContain(token);
    // The unknown address got no mail, and its request is dropped by the mail job.
    expect(await mailsTo(mailDir(), 'nobody.here@example.com')).toEqual([]);

    const weak = await rejectionOf(
      anon.client.auth.resetPassword.mutate({ token, password: 'password1234' }),
    );
    expect(weak.data?.fieldErrors).toEqual({
      password: 'This password is too close to a common or breached password. Please choose another.',
    });
    const short = await rejectionOf(anon.client.auth.resetPassword.mutate({ token, password: 'Short-1' }));
    expect(short.data?.fieldErrors).toEqual({ password: 'New password must be at least 12 characters' });

    expect(await anon.client.auth.resetPassword.mutate({ token, password: NEW_PASSWORD })).toEqual({
      reset: true,
    });
    expect(await laptop.client.auth.me.query()).toBeNull();
    expect(await phone.client.auth.me.query()).toBeNull();
    const user = await em().findOneOrFail(User, { email });
    expect(await em().count(Session, { user: user.id })).toBe(0);
    const notice = (await waitForMails(mailDir(), email, mailsBefore + 2)).at(-1);
    expect(notice?.subject).toBe('Your CRM password was changed');

    const used = await rejectionOf(
      anon.client.auth.resetPassword.mutate({ token, password: 'Another-Wombat-88' }),
    );
    expect(used.message).toBe(
      "This password reset link has already been used. Ask for a new one with 'Forgot password?'.",
    );
    expect(
      (
        await rejectionOf(
          createApiClient(server.url).client.auth.signIn.mutate({ email, password: PASSWORD }),
        )
      ).message,
    ).toBe('Invalid login credentials');
    expect(await (await signedIn(email, NEW_PASSWORD)).client.auth.me.query()).toMatchObject({ email });
  });

  it('refuses an expired link and answers an unknown one NOT_FOUND', async () => {
    const email = 'late.reader@example.com';
    await signUpAndConfirm(email);
    const token = await resetToken(email, (await mailsTo(mailDir(), email)).length);
    await em().nativeUpdate(
      PasswordReset,
      { tokenHash: sha256(token) },
      { expiresAt: new Date(Date.now() - 1) },
    );
    const anon = createApiClient(server.url).client;
    const expired = await rejectionOf(anon.auth.resetPassword.mutate({ token, password: NEW_PASSWORD }));
    expect(expired.message).toBe(
      "This password reset link has expired. Ask for a new one with 'Forgot password?'.",
    );
    const unknown = await rejectionOf(
      anon.auth.resetPassword.mutate({ token: `${token}x`, password: NEW_PASSWORD }),
    );
    expect(unknown.data?.code).toBe('NOT_FOUND');
    expect(unknown.message).toBe('This password reset link is invalid.');
    expect(await (await signedIn(email)).client.auth.me.query()).toMatchObject({ email });
  });

  it('sends an address at most three reset links an hour', async () => {
    const anon = createApiClient(server.url).client;
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect(await anon.auth.requestPasswordReset.mutate({ email: 'flooded@example.com' })).toEqual(SENT);
    const fourth = await rejectionOf(anon.auth.requestPasswordReset.mutate({ email: 'flooded@example.com' }));
    expect(fourth.data?.httpStatus).toBe(429);
  });

  it('changes a password with the current one, ending the other sessions but not this one', async () => {
    const email = 'changer@example.com';
    await signUpAndConfirm(email);
    const here = await signedIn(email);
    const elsewhere = await signedIn(email);
    const mailsBefore = (await mailsTo(mailDir(), email)).length;

    const wrong = await rejectionOf(
      here.client.auth.changePassword.mutate({
        currentPassword: 'not-my-password',
        newPassword: NEW_PASSWORD,
      }),
    );
    expect(wrong.data?.fieldErrors).toEqual({ currentPassword: 'Current password is wrong' });
    const weak = await rejectionOf(
      here.client.auth.changePassword.mutate({ currentPassword: PASSWORD, newPassword: 'qwertyuiop123' }),
    );
    expect(weak.data?.fieldErrors).toEqual({
      newPassword: 'This password is too close to a common or breached password. Please choose another.',
    });
    const personal = await rejectionOf(
      here.client.auth.changePassword.mutate({
        currentPassword: PASSWORD,
        newPassword: 'changer@example.com',
      }),
    );
    expect(personal.data?.fieldErrors?.newPassword).toMatch(/Please/);
    expect(await elsewhere.client.auth.me.query()).toMatchObject({ email });

    expect(
      await here.client.auth.changePassword.mutate({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    ).toEqual({ changed: true });
    expect(await here.client.auth.me.query()).toMatchObject({ email });
    expect(await elsewhere.client.auth.me.query()).toBeNull();
    expect((await waitForMails(mailDir(), email, mailsBefore + 1)).at(-1)?.subject).toBe(
      'Your CRM password was changed',
    );
    expect(await (await signedIn(email, NEW_PASSWORD)).client.auth.me.query()).toMatchObject({ email });
  });

  it('caps guessing per account across 30 addresses, and the owner still gets in by a reset', async () => {
    const email = 'targeted@example.com';
    await signUpAndConfirm(email);
    const from = (ip: string) => createApiClient(server.url, { headers: { 'x-forwarded-for': ip } }).client;
    const answers: (number | undefined)[] = [];
    const messages: string[] = [];
    for (let address = 1; address <= 30; address += 1) {
      const error = await rejectionOf(
        from(`198.51.100.${address}`).auth.signIn.mutate({ email, password: `guess-${address}` }),
      );
      answers.push(error.data?.httpStatus);
      messages.push(error.message);
    }
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers.slice(5)).toEqual(Array.from({ length: 25 }, () => 429));
    expect(messages.at(-1)).toBe(
      "Too many failed sign-ins for this account. Try again in 1 minute, or use 'Forgot password?' to set a new password.",
    );
    // Refused without looking at the password, even the right one from a fresh address.
    const owner = from('203.0.113.77');
    const refused = await rejectionOf(owner.auth.signIn.mutate({ email, password: PASSWORD }));
    expect(refused.data?.code).toBe('TOO_MANY_REQUESTS');

    // When the wait is over, the next failure waits twice as long.
    await em().execute(
      `update account_sign_in_failures set blocked_until = now() - interval '1 second' where email = ?`,
      [email],
    );
    expect(
      (await rejectionOf(from('198.51.100.31').auth.signIn.mutate({ email, password: 'guess-31' }))).message,
    ).toBe('Invalid login credentials');
    expect(
      (await rejectionOf(from('198.51.100.32').auth.signIn.mutate({ email, password: 'guess-32' }))).message,
    ).toBe(
      "Too many failed sign-ins for this account. Try again in 2 minutes, or use 'Forgot password?' to set a new password.",
    );

    const token = await resetToken(email, (await mailsTo(mailDir(), email)).length);
    await owner.auth.resetPassword.mutate({ token, password: NEW_PASSWORD });
    expect(await em().count(AccountSignInFailure, { email })).toBe(0);
    expect(await owner.auth.signIn.mutate({ email, password: NEW_PASSWORD })).toMatchObject({ email });

    // The clean-up job forgets counts a day after their last failure and block.
    await em().execute(
      `insert into account_sign_in_failures (email, failures, last_failure_at, blocked_until)
       values ('stale@example.com', 7, now() - interval '3 days', now() - interval '2 days'),
              ('fresh@example.com', 2, now(), null)`,
    );
    await deleteOldAccountFailures(em());
    expect(await em().count(AccountSignInFailure, { email: 'stale@example.com' })).toBe(0);
    expect(await em().count(AccountSignInFailure, { email: 'fresh@example.com' })).toBe(1);
  });

  it("says 'Email not confirmed' only with the sign-up's own password, and sends the link again", async () => {
    const email = 'unconfirmed@example.com';
    const { client } = createApiClient(server.url);
    await client.auth.signUp.mutate({ firstName: 'Una', lastName: 'Cole', email, password: PASSWORD });
    await waitForMails(mailDir(), email, 1);

    const right = await rejectionOf(client.auth.signIn.mutate({ email, password: PASSWORD }));
    expect(right.message).toBe('Email not confirmed');
    const wrong = await rejectionOf(client.auth.signIn.mutate({ email, password: 'Not-The-Password-1' }));
    expect(wrong.message).toBe('Invalid login credentials');

    const refused = await rejectionOf(
      client.auth.resendConfirmation.mutate({ email, password: 'Not-The-Password-1' }),
    );
    expect(refused.message).toBe('Invalid login credentials');
    // The first mail used this minute's allowance for the address; a minute later:
    await em().execute(`delete from rate_limits where key = ?`, [`mail:${email}`]);
    expect(await client.auth.resendConfirmation.mutate({ email, password: PASSWORD })).toEqual(SENT);
    const token = await linkTokenFor(mailDir(), email, 2);
    expect(await client.auth.confirmEmail.mutate({ token })).toEqual({ status: 'pending' });
    expect(await client.auth.signIn.mutate({ email, password: PASSWORD })).toMatchObject({ email });
  });

  it('lets an admin send a reset link from the Team page without seeing it', async () => {
    const email = 'helped@example.com';
    await signUpAndConfirm(email);
    const user = await em().findOneOrFail(User, { email });
    const mailsBefore = (await mailsTo(mailDir(), email)).length;
    const answer = await admin.client.team.sendPasswordReset.mutate({ userId: user.id });
    expect(answer).toEqual({ email });
    const token = await linkTokenFor(mailDir(), email, mailsBefore + 1);
    await createApiClient(server.url).client.auth.resetPassword.mutate({ token, password: NEW_PASSWORD });
    expect(await (await signedIn(email, NEW_PASSWORD)).client.auth.me.query()).toMatchObject({ email });

    const member = await signedIn(email, NEW_PASSWORD);
    const forbidden = await rejectionOf(member.client.team.sendPasswordReset.mutate({ userId: user.id }));
    expect(forbidden.data?.code).toBe('FORBIDDEN');
  });

  it('records every sign-in attempt, shows a person their last 90 days and admins theirs', async () => {
    const email = 'historian@example.com';
    await signUpAndConfirm(email);
    const browser = createApiClient(server.url, {
      headers: { 'user-agent': CHROME_ON_WINDOWS, 'x-forwarded-for': '192.0.2.44' },
    });
    await rejectionOf(browser.client.auth.signIn.mutate({ email, password: 'Wrong-Password-1' }));
    await browser.client.auth.signIn.mutate({ email, password: PASSWORD });
    await rejectionOf(
      createApiClient(server.url).client.auth.signIn.mutate({
        email: 'ghost@example.com',
        password: 'Wrong-Password-1',
      }),
    );

    const user = await em().findOneOrFail(User, { email });
    await em().execute(
      `insert into sign_in_attempts (id, user_id, email, ip, user_agent, outcome, at)
       values (gen_random_uuid(), ?, ?, '192.0.2.1', '', 'success', now() - interval '91 days')`,
      [user.id, email],
    );

    const mine = await browser.client.auth.loginHistory.query({});
    expect(mine.items.map(({ outcome, ip, browser: name, os }) => ({ outcome, ip, name, os }))).toEqual([
      { outcome: 'success', ip: '192.0.2.44', name: 'Chrome 131', os: 'Windows 10' },
      { outcome: 'wrong_password', ip: '192.0.2.44', name: 'Chrome 131', os: 'Windows 10' },
    ]);
    expect(mine.next).toBeNull();
    expect(await admin.client.team.loginHistory.query({ userId: user.id })).toEqual(mine);
    expect(await em().count(SignInAttempt, { email: 'ghost@example.com', user: null })).toBe(1);

    await deleteOldSignInAttempts(em());
    expect(await em().count(SignInAttempt, { user: user.id })).toBe(2);
  });
});
