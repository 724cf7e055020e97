import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupDownloadPath, privacyExportPath } from '../../src/shared/routes.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { procedureCases } from '../support/procedures.ts';
import { cookieHeader, rawCall } from '../support/raw-call.ts';
import { signedInStaff } from '../support/staff.ts';
import { totpCodeFor, wrongTotpCodeFor } from '../support/totp.ts';

const LIMITS = { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '500', RATE_LIMIT_SIGN_IN_PER_MINUTE: '500' };

/** Procedures a session may call before its second factor: giving it, or setting it up. */
const beforeSecondFactor = new Set([
  'twoFactor.status',
  'twoFactor.startSetup',
  'twoFactor.confirmSetup',
  'twoFactor.verify',
  'twoFactor.useRecoveryCode',
]);

type Staff = Awaited<ReturnType<typeof signedInStaff>>;

/** Turns two-factor authentication on for the signed-in staff member; answers the key (as text) and the recovery codes. */
async function enrol(staff: Staff) {
  const setup = await staff.client.twoFactor.startSetup.mutate();
  const { recoveryCodes } = await staff.client.twoFactor.confirmSetup.mutate({
    code: totpCodeFor(setup.key),
  });
  return { key: setup.key, recoveryCodes };
}

/** A new session of the staff member, signed in with the password only. */
async function signInAgain(server: TestApp, staff: Staff) {
  const api = createApiClient(server.url);
  const me = await api.client.auth.signIn.mutate({ email: staff.email, password: staff.password });
  return { ...api, me };
}

describe('two-factor authentication (TOTP)', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sets up with a QR code and the key as text, refuses a wrong code, and shows the key only during set-up', async () => {
    const staff = await signedInStaff(server, 'Tess', 'Enrol');
    const setup = await staff.client.twoFactor.startSetup.mutate();
    expect(setup.keyUri).toMatch(/^otpauth:\/\/totp\/NDIS%20CRM:.*\?/);
    expect(setup.keyUri).toContain('period=30');
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect(setup.key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await rejectionOf(
      staff.client.twoFactor.confirmSetup.mutate({ code: wrongTotpCodeFor(setup.key) }),
    );
    expect(wrong.message).toBe('That code is not right. Please try again.');
    expect((await staff.client.twoFactor.status.query()).enabled).toBe(false);

    const { recoveryCodes } = await staff.client.twoFactor.confirmSetup.mutate({
      code: totpCodeFor(setup.key),
    });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await staff.client.twoFactor.status.query()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
      requiredByTeam: false,
    });
    // The key never comes back, and a new set-up is refused while it is on.
    const again = await rejectionOf(staff.client.twoFactor.startSetup.mutate());
    expect(again.message).toBe('Two-factor authentication is already on.');
    // Only hashes at rest.
    const stored = await server.database.orm.em
      .fork()
      .getConnection()
      .execute<{ code_hash: Buffer }[]>('select code_hash from recovery_codes');
    const hashes = stored.map((row) => row.code_hash.toString('utf8'));
    for (const code of recoveryCodes) expect(hashes.join('|')).not.toContain(code);
  });

  it('asks a new sign-in for the code before anything, refuses a wrong code, and lets a right one in', async () => {
    const staff = await signedInStaff(server, 'Cody', 'Signin');
    const { key } = await enrol(staff);
    // The enrolling session passed the second factor.
    await expect(staff.client.dashboard.stats.query()).resolves.toBeDefined();

    const next = await signInAgain(server, staff);
    expect(next.me.secondFactor).toBe('code');
    expect((await next.client.auth.me.query())?.secondFactor).toBe('code');
    const refused = await rejectionOf(next.client.leads.list.query({}));
    expect(refused.data?.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('Please enter the code from your authenticator app first.');

    const wrong = await rejectionOf(next.client.twoFactor.verify.mutate({ code: wrongTotpCodeFor(key) }));
    expect(wrong.data?.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe('That code is not right. Please try again.');
    expect((await next.client.auth.me.query())?.secondFactor).toBe('code');

    await next.client.twoFactor.verify.mutate({ code: totpCodeFor(key) });
    expect((await next.client.auth.me.query())?.secondFactor).toBeNull();
    await expect(next.client.dashboard.stats.query()).resolves.toBeDefined();
  });

  it('refuses every procedure but giving the code to a session without it, and the file routes too', async () => {
    const staff = await signedInStaff(server, 'Una', 'Verified', 'admin');
    await enrol(staff);
    const next = await signInAgain(server, staff);
    const cookie = cookieHeader(next.cookies);
    const leaks: string[] = [];
    for (const procedure of procedureCases()) {
      if (procedure.access === 'public' || beforeSecondFactor.has(procedure.path)) continue;
      const answer = await rawCall(server.url, procedure.path, procedure.type, procedure.input, cookie);
      if (
        answer.code !== 'FORBIDDEN' ||
        answer.message !== 'Please enter the code from your authenticator app first.'
      )
        leaks.push(`${procedure.path}: ${answer.status} ${answer.message}`);
    }
    expect(leaks).toEqual([]);
    for (const route of [
      '/export/leads',
      `${backupDownloadPath}?name=x`,
      `${privacyExportPath}?contact=x&format=json`,
      '/reports/winRate/byMonth.csv',
    ]) {
      const answer = await fetch(`${server.url}${route}`, { headers: { cookie } });
      expect({ route, status: answer.status }).toEqual({ route, status: 403 });
    }
  });

  it('takes a recovery code once instead of the app code', async () => {
    const staff = await signedInStaff(server, 'Rita', 'Recovery');
    const { recoveryCodes } = await enrol(staff);
    const [code = ''] = recoveryCodes;

    const first = await signInAgain(server, staff);
    // Spaces, dashes and case do not matter.
    expect(
      await first.client.twoFactor.useRecoveryCode.mutate({ code: code.replace(/-/g, ' ').toLowerCase() }),
    ).toEqual({ recoveryCodesLeft: 9 });
    await expect(first.client.dashboard.stats.query()).resolves.toBeDefined();

    const second = await signInAgain(server, staff);
    const reused = await rejectionOf(second.client.twoFactor.useRecoveryCode.mutate({ code }));
    expect(reused.message).toBe('That recovery code is not right or has been used.');
    expect((await second.client.auth.me.query())?.secondFactor).toBe('code');
  });

  it('turns off only with a right code', async () => {
    const staff = await signedInStaff(server, 'Dora', 'Disable');
    const { key } = await enrol(staff);
    const wrong = await rejectionOf(staff.client.twoFactor.disable.mutate({ code: wrongTotpCodeFor(key) }));
    expect(wrong.message).toBe('That code is not right. Please try again.');
    expect((await staff.client.twoFactor.status.query()).enabled).toBe(true);

    await staff.client.twoFactor.disable.mutate({ code: totpCodeFor(key) });
    expect((await staff.client.twoFactor.status.query()).enabled).toBe(false);
    const next = await signInAgain(server, staff);
    expect(next.me.secondFactor).toBeNull();
    await expect(next.client.dashboard.stats.query()).resolves.toBeDefined();
  });

  it('stops code guessing for the account after ten tries in a window, counted in the database', async () => {
    const staff = await signedInStaff(server, 'Gus', 'Guesser');
    const { key } = await enrol(staff);
    const next = await signInAgain(server, staff);
    for (let attempt = 0; attempt < 10; attempt += 1)
      await rejectionOf(next.client.twoFactor.verify.mutate({ code: wrongTotpCodeFor(key) }));
    // Even the right code is refused now, from any session of the account.
    const blocked = await rejectionOf(next.client.twoFactor.verify.mutate({ code: totpCodeFor(key) }));
    expect(blocked.data?.code).toBe('TOO_MANY_REQUESTS');
    const other = await signInAgain(server, staff);
    const alsoBlocked = await rejectionOf(other.client.twoFactor.verify.mutate({ code: totpCodeFor(key) }));
    expect(alsoBlocked.data?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('two-factor authentication required by the team, and reset by an admin', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });

  it('sends people without it to set-up before anything else, and lets an admin reset it', async () => {
    const admin = await signedInStaff(server, 'Ada', 'Admin', 'admin');
    const member = await signedInStaff(server, 'Max', 'Member');

    // An admin who has not passed a second factor cannot turn the requirement on.
    const early = await rejectionOf(admin.client.team.requireTwoFactor.mutate({ required: true }));
    expect(early.message).toMatch(/^Set up two-factor authentication for yourself first/);
    const adminKey = (await enrol(admin)).key;
    expect(await admin.client.team.requireTwoFactor.mutate({ required: true })).toEqual({
      requireTwoFactor: true,
    });

    // The member's live session is sent to set-up at once.
    expect((await member.client.auth.me.query())?.secondFactor).toBe('setup');
    const refused = await rejectionOf(member.client.leads.list.query({}));
    expect(refused.message).toBe('Your team requires two-factor authentication: please set it up first.');
    const { key, recoveryCodes } = await enrol(member);
    expect(recoveryCodes).toHaveLength(10);
    expect((await member.client.auth.me.query())?.secondFactor).toBeNull();
    await expect(member.client.dashboard.stats.query()).resolves.toBeDefined();

    // Turning it off is refused while the team requires it.
    const off = await rejectionOf(member.client.twoFactor.disable.mutate({ code: totpCodeFor(key) }));
    expect(off.message).toBe('Your team requires two-factor authentication, so it cannot be turned off.');

    // The Team page shows who has it; the admin resets the member's (lost phone).
    const listed = await admin.client.team.list.query();
    expect(listed.find((entry) => entry.email === member.email)?.twoFactorEnabled).toBe(true);
    await admin.client.team.resetTwoFactor.mutate({ userId: member.me.id });
    expect(
      (await admin.client.team.list.query()).find((entry) => entry.email === member.email)?.twoFactorEnabled,
    ).toBe(false);
    const self = await rejectionOf(admin.client.team.resetTwoFactor.mutate({ userId: admin.me.id }));
    expect(self.data?.code).toBe('FORBIDDEN');

    // The member's next sign-in asks for set-up, not for a code of the old key.
    const next = await signInAgain(server, member);
    expect(next.me.secondFactor).toBe('setup');
    const setup = await next.client.twoFactor.startSetup.mutate();
    expect(setup.key).not.toBe(key);
    await next.client.twoFactor.confirmSetup.mutate({ code: totpCodeFor(setup.key) });
    await expect(next.client.dashboard.stats.query()).resolves.toBeDefined();

    expect(adminKey).not.toBe(key);
  });
});
