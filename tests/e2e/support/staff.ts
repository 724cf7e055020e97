import { randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { hashPassword } from '../../../src/server/features/auth/passwords.ts';
import { sessionCookieName } from '../../../src/server/features/auth/session-cookie.ts';
import { generateId, generateSecret, sha256 } from '../../../src/server/features/auth/tokens.ts';
import type { StaffRole } from '../../../src/shared/enums.ts';
import { createApiClient } from '../../support/api-client.ts';
import { linkTokenFor } from '../../support/mail.ts';
import { e2eServer } from './server.ts';

export type StaffMember = { email: string; password: string; firstName: string; lastName: string };

const PASSWORD = 'Quokka-Harbour-2026';
let passwordHash: Promise<string> | undefined;

/** Runs `work` on the e2e server's database, in one transaction. */
async function inDatabase<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: e2eServer().databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const result = await work(db);
    await db.query('commit');
    return result;
  } finally {
    await db.end();
  }
}

/**
 * The signed-in fixture's staff member: confirmed and approved with `role` (admin by default, as
 * `createConfirmedStaff`), written straight into the e2e server's database, so no sign-up, mail
 * or approval per test. Their password is real: the sign-in form takes it. Tests of sign-up,
 * confirmation and approval use `createPendingStaff` / `createConfirmedStaff`.
 */
export async function directStaff(
  firstName = 'Alex',
  lastName = 'Morgan',
  role: StaffRole = 'admin',
): Promise<StaffMember & { id: string }> {
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  passwordHash ??= hashPassword(PASSWORD);
  const hash = await passwordHash;
  const id = randomUUID();
  await inDatabase(async (db) => {
    await db.query(
      'insert into users (id, email, password_hash, email_confirmed_at) values ($1, $2, $3, now())',
      [id, email, hash],
    );
    await db.query(
      "insert into profiles (id, first_name, last_name, role, status) values ($1, $2, $3, $4, 'active')",
      [id, firstName, lastName, role],
    );
  });
  return { id, email, password: PASSWORD, firstName, lastName };
}

/** A session of the staff member made straight in the database, as signing in would: its cookie's name and token. */
async function directSession(staff: StaffMember): Promise<{ name: string; token: string }> {
  const id = generateId();
  const secret = generateSecret();
  await inDatabase((db) =>
    db.query(
      `insert into sessions (id, user_id, secret_hash, created_at, last_verified_at, expires_at, user_agent, ip)
       select $1, id, $2, now(), now(), now() + interval '1 day', 'e2e fixture', '127.0.0.1' from users where email = $3`,
      [id, sha256(secret), staff.email],
    ),
  );
  return { name: sessionCookieName(new URL(e2eServer().baseUrl)), token: `${id}.${secret}` };
}

/** Gives the browser context a session of the staff member, made in the database (no sign-in request). */
export async function directSignIn(context: BrowserContext, staff: StaffMember): Promise<void> {
  const { name, token } = await directSession(staff);
  await context.addCookies([
    { name, value: token, url: e2eServer().baseUrl, httpOnly: true, sameSite: 'Lax' as const },
  ]);
}

/** The staff member's API client, with a session made in the database. */
export async function directApi(staff: StaffMember) {
  const baseUrl = e2eServer().baseUrl;
  const { client, cookies } = createApiClient(baseUrl, { origin: baseUrl });
  const { name, token } = await directSession(staff);
  cookies.set(name, token);
  return client;
}

let adminApi: Promise<ReturnType<typeof createApiClient>> | undefined;

/** The run's admin (made by the global setup), signed in through the API once per file. */
export function adminClient(): Promise<ReturnType<typeof createApiClient>> {
  adminApi ??= (async () => {
    const baseUrl = e2eServer().baseUrl;
    const api = createApiClient(baseUrl, { origin: baseUrl });
    await api.client.auth.signIn.mutate(e2eServer().admin);
    return api;
  })();
  return adminApi;
}

/** A new staff member, signed up and confirmed through the real API and mail file, not yet approved. */
export async function createPendingStaff(firstName = 'Alex', lastName = 'Morgan'): Promise<StaffMember> {
  const baseUrl = e2eServer().baseUrl;
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  const { client } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signUp.mutate({ firstName, lastName, email, password: PASSWORD });
  await client.auth.confirmEmail.mutate({ token: await linkTokenFor(e2eServer().mailDir, email) });
  return { email, password: PASSWORD, firstName, lastName };
}

/**
 * A new staff member, confirmed, then approved with `role` by the run's admin through the Team
 * procedures. Admin by default: the CRM's tests run demo data and delete records others made.
 */
export async function createConfirmedStaff(
  firstName = 'Alex',
  lastName = 'Morgan',
  role: StaffRole = 'admin',
): Promise<StaffMember> {
  const staff = await createPendingStaff(firstName, lastName);
  const { client } = await adminClient();
  const member = (await client.team.list.query()).find((entry) => entry.email === staff.email);
  if (!member) throw new Error(`${staff.email} is not on the team list`);
  await client.team.approve.mutate({ userId: member.id });
  if (role !== 'staff') await client.team.changeRole.mutate({ userId: member.id, role });
  return staff;
}

/** Signs the staff member in through the API and hands the session cookie to the browser context. */
export async function signInContext(context: BrowserContext, staff: StaffMember): Promise<void> {
  const baseUrl = e2eServer().baseUrl;
  const { client, cookies } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signIn.mutate({ email: staff.email, password: staff.password });
  await context.addCookies(
    [...cookies].map(([name, value]) => ({
      name,
      value,
      url: baseUrl,
      httpOnly: true,
      sameSite: 'Lax' as const,
    })),
  );
}

/** The staff member's API client, signed in. */
export async function apiAs(staff: StaffMember) {
  const baseUrl = e2eServer().baseUrl;
  const { client } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signIn.mutate({ email: staff.email, password: staff.password });
  return client;
}
