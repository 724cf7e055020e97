import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { inject } from 'vitest';
import { createApiClient } from '../../support/api-client.ts';
import { mailsTo } from '../../support/mail.ts';

export type StaffMember = { email: string; password: string; firstName: string; lastName: string };

/** A new staff member, signed up and confirmed through the real API and mail file. */
export async function createConfirmedStaff(firstName = 'Alex', lastName = 'Morgan'): Promise<StaffMember> {
  const baseUrl = inject('baseUrl');
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'Quokka-Harbour-2026';
  const { client } = createApiClient(baseUrl, { origin: baseUrl });
  await client.auth.signUp.mutate({ firstName, lastName, email, password });
  const [mail] = await mailsTo(inject('mailDir'), email);
  const token = new URL(mail?.link ?? baseUrl).searchParams.get('token') ?? '';
  await client.auth.confirmEmail.mutate({ token });
  return { email, password, firstName, lastName };
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
