import { randomBytes } from 'node:crypto';
import { createApiClient } from './api-client.ts';
import type { TestApp } from './app.ts';
import { mailsTo } from './mail.ts';

const PASSWORD = 'Correct-Horse-42';

/**
 * A new staff member signed up, confirmed from the mail file and signed in through the real
 * API: the returned client carries their session cookie.
 */
export async function signedInStaff(server: TestApp, firstName = 'Priya', lastName = 'Nair') {
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  const api = createApiClient(server.url);
  await api.client.auth.signUp.mutate({ firstName, lastName, email, password: PASSWORD });
  const [mail] = await mailsTo(server.config.mailDir, email);
  const token = new URL(mail?.link ?? 'http://x').searchParams.get('token') ?? '';
  await api.client.auth.confirmEmail.mutate({ token });
  const me = await api.client.auth.signIn.mutate({ email, password: PASSWORD });
  return { ...api, me };
}
