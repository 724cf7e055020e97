import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import type { StaffRole } from '../../../src/shared/enums.ts';
import { createApiClient } from '../../support/api-client.ts';
import { linkTokenFor } from '../../support/mail.ts';

export type StaffMember = { email: string; password: string; firstName: string; lastName: string };

let adminApi: Promise<ReturnType<typeof createApiClient>> | undefined;

/** The run's admin (made by the global setup), signed in through the API once per file. */
export function adminClient(): Promise<ReturnType<typeof createApiClient>> {
  adminApi ??= (async () => {
    const baseUrl = inject('baseUrl');
    const api = createApiClient(baseUrl, { origin: baseUrl });
    await api.client.auth.signIn.mutate(inject('admin'));
    return api;
  })();
  return adminApi;
}

/** A new staff member, signed up and confirmed through the real API and mail file, not yet approved. */
export async function createPendingStaff(firstName = 'Alex', lastName = 'Morgan'): Promise<StaffMember> {
  const baseUrl = inject('baseUrl');
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Quokka-Harbour-2026';
  const { client } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signUp.mutate({ firstName, lastName, email, password });
  await client.auth.confirmEmail.mutate({ token: await linkTokenFor(inject('mailDir'), email) });
  return { email, password, firstName, lastName };
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
  const baseUrl = inject('baseUrl');
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
  const baseUrl = inject('baseUrl');
  const { client } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signIn.mutate({ email: staff.email, password: staff.password });
  return client;
}
