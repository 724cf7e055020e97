import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '../../src/server/db/entities/profile.ts';
import type { StaffRole } from '../../src/shared/enums.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { linkTokenFor, waitForMails } from '../support/mail.ts';
import { procedureCases, type Access } from '../support/procedures.ts';
import { cookieHeader, rawCall } from '../support/raw-call.ts';
import { signedInStaff } from '../support/staff.ts';

const PASSWORD = 'Correct-Horse-42';
const LIMITS = { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '500', RATE_LIMIT_SIGN_IN_PER_MINUTE: '500' };

/** Signs up and confirms through the API; answers the client (signed out) and the confirmation's answer. */
async function signUpAndConfirm(server: TestApp, email: string, firstName = 'Sam') {
  const api = createApiClient(server.url);
  await api.client.auth.signUp.mutate({ firstName, lastName: 'Lee', email, password: PASSWORD });
  const confirmed = await api.client.auth.confirmEmail.mutate({
    token: await linkTokenFor(server.config.mailDir, email),
  });
  return { api, confirmed };
}

describe('roles on every procedure', () => {
  let server: TestApp;
  const cookies: Record<'anonymous' | 'pending' | StaffRole, string> = {
    anonymous: '',
    pending: '',
    staff: '',
    manager: '',
    admin: '',
  };

  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
    // The first confirmed user is the admin; later ones wait.
    const first = await signUpAndConfirm(server, 'first.admin@example.com');
    await first.api.client.auth.signIn.mutate({ email: 'first.admin@example.com', password: PASSWORD });
    cookies.admin = cookieHeader(first.api.cookies);
    const pending = await signUpAndConfirm(server, 'pending.person@example.com');
    await pending.api.client.auth.signIn.mutate({ email: 'pending.person@example.com', password: PASSWORD });
    cookies.pending = cookieHeader(pending.api.cookies);
    for (const role of ['staff', 'manager'] as const) {
      cookies[role] = cookieHeader((await signedInStaff(server, 'Role', role, role)).cookies);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const levels: Access[] = ['public', 'signedIn', 'staff', 'manager', 'admin'];
  const reach: Record<keyof typeof cookies, number> = {
    anonymous: 0,
    pending: 1,
    staff: 2,
    manager: 3,
    admin: 4,
  };

  it('lets each role call what it may and answers the rest 401 or 403 with a readable message', async () => {
    const outcomes: string[] = [];
    for (const procedure of procedureCases()) {
      if (procedure.access === 'public') continue;
      for (const who of Object.keys(cookies) as (keyof typeof cookies)[]) {
        const answer = await rawCall(
          server.url,
          procedure.path,
          procedure.type,
          procedure.input,
          cookies[who],
        );
        const allowed = reach[who] >= levels.indexOf(procedure.access);
        const expected = allowed ? 'allowed' : who === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
        const got =
          answer.code === 'UNAUTHORIZED' || answer.code === 'FORBIDDEN'
            ? answer.code
            : answer.status < 500
              ? 'allowed'
              : '500';
        if (got !== expected)
          outcomes.push(`${who} ${procedure.path}: expected ${expected}, got ${got} (${answer.message})`);
        if (got === 'FORBIDDEN')
          expect(answer.message).toMatch(/^(Your account is waiting|Only (managers|admins))/);
      }
    }
    expect(outcomes).toEqual([]);
  });
});

describe('team: approval, invitations, roles, deactivation', () => {
  let server: TestApp;
  let admin: ReturnType<typeof createApiClient>;

  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
    const first = await signUpAndConfirm(server, 'boss@example.com', 'Bea');
    expect(first.confirmed).toEqual({ status: 'active' });
    admin = first.api;
    await admin.client.auth.signIn.mutate({ email: 'boss@example.com', password: PASSWORD });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a later sign-up waiting, mails the admins, and lets them in once approved', async () => {
    const { api, confirmed } = await signUpAndConfirm(server, 'newcomer@example.com', 'Nia');
    expect(confirmed).toEqual({ status: 'pending' });
    const notice = (await waitForMails(server.config.mailDir, 'boss@example.com', 2)).at(-1);
    expect(notice?.subject).toBe('A new staff member is waiting for approval');
    expect(notice?.link).toBe('http://localhost:3000/crm/settings/team');
    expect(notice?.raw.replace(/=\r?\n/g, '')).toContain(
      'Nia Lee (newcomer@example.com) has confirmed their email address',
    );

    const me = await api.client.auth.signIn.mutate({ email: 'newcomer@example.com', password: PASSWORD });
    expect(me).toMatchObject({ status: 'pending', role: 'staff', canRunDemoData: false });
    const refused = await rejectionOf(api.client.leads.list.query({}));
    expect(refused.data?.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('Your account is waiting for an admin’s approval.');

    const team = await admin.client.team.list.query();
    const newcomer = team.find((member) => member.email === 'newcomer@example.com');
    expect(newcomer).toMatchObject({ status: 'pending', role: 'staff' });
    expect(newcomer?.lastSignInAt).toBeInstanceOf(Date);
    expect(team[0]?.email).toBe('newcomer@example.com');
    await admin.client.team.approve.mutate({ userId: newcomer?.id ?? '' });

    // The same session now reaches the CRM.
    expect(await api.client.auth.me.query()).toMatchObject({ status: 'active' });
    expect((await api.client.leads.list.query({})).items).toEqual([]);
  });

  it('invites by email: the link sets name and password and needs no approval', async () => {
    const invitation = await admin.client.team.invite.mutate({
      email: 'Invited.Manager@example.com',
      role: 'manager',
    });
    expect(invitation).toMatchObject({ email: 'invited.manager@example.com', role: 'manager' });
    expect(await admin.client.team.invitations.query()).toMatchObject([
      { email: 'invited.manager@example.com' },
    ]);
    const [mail] = await waitForMails(server.config.mailDir, 'invited.manager@example.com');
    expect(mail?.subject).toBe('Your invitation to the CRM');
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/crm/invitation');
    const token = link.searchParams.get('token') ?? '';

    const visitor = createApiClient(server.url);
    const weak = await rejectionOf(
      visitor.client.auth.acceptInvitation.mutate({
        token,
        firstName: 'Ivy',
        lastName: 'Ng',
        password: 'password1234',
      }),
    );
    expect(weak.data?.fieldErrors).toEqual({
      password: 'This password is too close to a common or breached password. Please choose another.',
    });
    await visitor.client.auth.acceptInvitation.mutate({
      token,
      firstName: 'Ivy',
      lastName: 'Ng',
      password: PASSWORD,
    });
    const me = await visitor.client.auth.signIn.mutate({
      email: 'invited.manager@example.com',
      password: PASSWORD,
    });
    expect(me).toMatchObject({ firstName: 'Ivy', lastName: 'Ng', role: 'manager', status: 'active' });
    expect(await visitor.client.team.list.query()).toHaveLength(3);

    const again = await rejectionOf(
      visitor.client.auth.acceptInvitation.mutate({
        token,
        firstName: 'Eve',
        lastName: 'X',
        password: PASSWORD,
      }),
    );
    expect(again.message).toBe('This invitation link is invalid or has expired.');
    const existing = await rejectionOf(
      admin.client.team.invite.mutate({ email: 'boss@example.com', role: 'staff' }),
    );
    expect(existing.data?.code).toBe('CONFLICT');
    expect(existing.data?.fieldErrors).toEqual({ email: 'Someone with this email already has an account.' });
    // A confirmation link cannot be used as an invitation, nor the other way round.
    expect((await rejectionOf(visitor.client.auth.confirmEmail.mutate({ token }))).message).toBe(
      'This confirmation link is invalid or has expired.',
    );
  });

  it('changes roles, and deactivating ends that user’s sessions at once', async () => {
    const staff = await signedInStaff(server, 'Dee', 'Active');
    expect(await staff.client.dashboard.stats.query()).toBeTruthy();
    const member = (await admin.client.team.list.query()).find((entry) => entry.email === staff.email);
    const promoted = await admin.client.team.changeRole.mutate({ userId: member?.id ?? '', role: 'manager' });
    expect(promoted.role).toBe('manager');
    expect(await staff.client.team.list.query()).toBeTruthy();
    expect(
      (await rejectionOf(staff.client.team.invite.mutate({ email: 'x@example.com', role: 'admin' }))).message,
    ).toBe('Only admins can do this.');

    await admin.client.team.deactivate.mutate({ userId: member?.id ?? '' });
    expect((await rejectionOf(staff.client.dashboard.stats.query())).data?.code).toBe('UNAUTHORIZED');
    const signIn = await rejectionOf(
      createApiClient(server.url).client.auth.signIn.mutate({ email: staff.email, password: staff.password }),
    );
    expect(signIn.data?.code).toBe('FORBIDDEN');
    expect(signIn.message).toBe('This account has been deactivated. Please ask an admin if you need access.');

    const self = (await admin.client.auth.me.query())?.id ?? '';
    expect((await rejectionOf(admin.client.team.deactivate.mutate({ userId: self }))).message).toBe(
      'You cannot change your own access. Ask another admin.',
    );
  });

  it('lets staff delete their own records, and only managers and admins anyone’s', async () => {
    const author = await signedInStaff(server, 'Ann', 'Author');
    const colleague = await signedInStaff(server, 'Col', 'League');
    const manager = await signedInStaff(server, 'Max', 'Manager', 'manager');
    const mine = await author.client.accounts.create.mutate({ name: 'Own Account', accountType: 'startup' });
    const refused = await rejectionOf(colleague.client.accounts.delete.mutate({ id: mine.id }));
    expect(refused.data?.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('Only managers and admins can delete records that someone else created.');
    expect(await author.client.accounts.delete.mutate({ id: mine.id })).toEqual({ id: mine.id });
    expect((await rejectionOf(colleague.client.accounts.restore.mutate({ id: mine.id }))).data?.code).toBe(
      'FORBIDDEN',
    );
    await author.client.accounts.restore.mutate({ id: mine.id });
    expect(await manager.client.accounts.delete.mutate({ id: mine.id })).toEqual({ id: mine.id });
  });
});

describe('the first user to confirm becomes admin', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });

  it('makes exactly one admin when several confirm at once', async () => {
    const emails = ['one@example.com', 'two@example.com', 'three@example.com', 'four@example.com'];
    const api = createApiClient(server.url);
    for (const email of emails)
      await api.client.auth.signUp.mutate({
        firstName: 'Co',
        lastName: 'Incident',
        email,
        password: PASSWORD,
      });
    const tokens = await Promise.all(emails.map((email) => linkTokenFor(server.config.mailDir, email)));
    const answers = await Promise.all(tokens.map((token) => api.client.auth.confirmEmail.mutate({ token })));
    expect(answers.filter((answer) => answer.status === 'active')).toHaveLength(1);
    const profiles = await server.database.orm.em.fork().find(Profile, {});
    expect(profiles.filter((profile) => profile.role === 'admin')).toHaveLength(1);
    expect(profiles.filter((profile) => profile.status === 'pending')).toHaveLength(3);
  });
});

describe('demo data in production', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await startTestApp({ env: { ...LIMITS, DEMO_DATA: 'off' } });
  });
  afterAll(async () => {
    await server.close();
  });

  it('is refused, even to an admin, unless DEMO_DATA=on', async () => {
    const admin = await signedInStaff(server, 'Ada', 'Admin', 'admin');
    expect(admin.me.canRunDemoData).toBe(false);
    const refused = await rejectionOf(admin.client.demoData.clear.mutate());
    expect(refused.data?.code).toBe('FORBIDDEN');
    expect(refused.message).toBe('Demo data is turned off on this server.');
  });
});
