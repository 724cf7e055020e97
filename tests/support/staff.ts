import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../src/shared/enums.ts';
import { Profile } from '../../src/server/db/entities/profile.ts';
import { createApiClient } from './api-client.ts';
import type { TestApp } from './app.ts';
import { linkTokenFor } from './mail.ts';

const PASSWORD = 'Correct-Horse-42';

/**
 * A new staff member signed up, confirmed from the mail file, given `role` and approved (straight
 * in the database, as an admin would on the Team page), and signed in through the real API: the
 * returned client carries their session cookie.
 */
export async function signedInStaff(
  server: TestApp,
  firstName = 'Priya',
  lastName = 'Nair',
  role: StaffRole = 'staff',
) {
  const email = `staff-${randomBytes(4).toString('hex')}@example.com`;
  const api = createApiClient(server.url);
  await api.client.auth.signUp.mutate({ firstName, lastName, email, password: PASSWORD });
  const token = await linkTokenFor(server.config.mailDir, email);
  await api.client.auth.confirmEmail.mutate({ token });
  const em = server.database.orm.em.fork();
  const user = await em.findOneOrFail(Profile, { user: { email } });
  user.role = role;
  user.status = 'active';
  await em.flush();
  const me = await api.client.auth.signIn.mutate({ email, password: PASSWORD });
  return { ...api, me, email, password: PASSWORD };
}
