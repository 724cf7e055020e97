import type { EntityManager } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { StaffRole, StaffStatus } from '../../../shared/enums.ts';
import {
  EMAIL_NOT_CONFIRMED,
  INVALID_CREDENTIALS,
  type acceptInvitationSchema,
  type signInSchema,
  type signUpSchema,
  type updateProfileSchema,
} from '../../../shared/schemas/auth.ts';
import type { Config } from '../../config.ts';
import { Profile } from '../../db/entities/profile.ts';
import { SignInFailure } from '../../db/entities/sign-in-failure.ts';
import { SignUp } from '../../db/entities/sign-up.ts';
import { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { TOO_MANY_ATTEMPTS } from '../../rate-limits.ts';
import type { SignInOutcome } from '../../../shared/enums.ts';
import {
  accountBlockedForSeconds,
  accountBlockedMessage,
  clearAccountFailures,
  recordAccountFailure,
} from './account-guessing-cap.ts';
import { recordSignInAttempt } from './login-history.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { CONFIRMATION_LIFETIME, unconfirmedSignUpMatching } from './unconfirmed-sign-up.ts';
import { createSession, type SessionToken } from './sessions.ts';
import { sha256 } from './tokens.ts';

const HOUR = 60 * 60 * 1000;
export const INVITATION_LIFETIME = 7 * 24 * HOUR;
export const ACCOUNT_DEACTIVATED =
  'This account has been deactivated. Please ask an admin if you need access.';
export const INVALID_CONFIRMATION = 'This confirmation link is invalid or has expired.';
export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';

/** What the auth service needs of the request context. */
export type AuthServices = {
  em: EntityManager;
  jobs: Jobs;
  config: Pick<Config, 'signUpEmailDomains' | 'demoData'>;
};

export type Me = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: StaffStatus;
  /** Whether the demo-data buttons work for this person (admins; in production only with DEMO_DATA=on). */
  canRunDemoData: boolean;
};

export function toMe(config: Pick<Config, 'demoData'>, user: User, profile: Profile): Me {
  return {
    id: user.id,
    email: user.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    role: profile.role,
    status: profile.status,
    canRunDemoData: config.demoData && profile.role === 'admin' && profile.status === 'active',
  };
}

/**
 * Stores the sign-up and queues its mail: the same hash, the same writes and the same queued job
 * whether or not the address has an account, so neither the answer nor its timing tells them
 * apart. The mail job sends the link, or a notice to an address that already has an account.
 */
export async function signUp(services: AuthServices, input: z.output<typeof signUpSchema>): Promise<void> {
  const { em } = services;
  const passwordHash = await hashPassword(input.password);
  const signUpRow = em.create(SignUp, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    expiresAt: new Date(Date.now() + CONFIRMATION_LIFETIME),
  });
  await em.flush();
  await services.jobs.sendMail({ kind: 'sign-up', signUpId: signUpRow.id });
}

type SignUpRow = {
  email: string;
  password_hash: string | null;
  first_name: string | null;
  last_name: string | null;
  invited_role: StaffRole | null;
};

/** Takes (deletes) the live sign-up or invitation of a token, so a link works once. */
async function takeSignUp(tx: EntityManager, token: string, invitation: boolean): Promise<SignUpRow | null> {
  const [row] = await tx.execute<SignUpRow[]>(
    `delete from sign_ups where token_hash = ? and expires_at > now() and (invited_role is not null) = ?
     returning email, password_hash, first_name, last_name, invited_role`,
    [sha256(token), invitation],
  );
  return row ?? null;
}

/** Whether an address's domain is on SIGN_UP_EMAIL_DOMAINS, whose staff are approved at once. */
function isTrustedDomain(allowedDomains: readonly string[], email: string): boolean {
  return allowedDomains.includes(email.slice(email.lastIndexOf('@') + 1));
}

type NewUser = {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  status: StaffStatus;
};

/**
 * Creates a confirmed user and their profile. Confirmations take one advisory lock in turn, so
 * exactly one first user becomes admin. The address's other sign-ups stop working. Null when the
 * address has an account already.
 */
async function createUser(
  tx: EntityManager,
  values: NewUser,
): Promise<{ role: StaffRole; status: StaffStatus } | null> {
  await tx.execute(`select pg_advisory_xact_lock(hashtext('ndis:create-user'))`);
  if (await tx.findOne(User, { email: values.email })) return null;
  const first = (await tx.count(User)) === 0;
  const role = first ? 'admin' : values.role;
  const status = first ? 'active' : values.status;
  const user = tx.create(User, {
    email: values.email,
    passwordHash: values.passwordHash,
    emailConfirmedAt: new Date(),
  });
  tx.create(Profile, { user, firstName: values.firstName, lastName: values.lastName, role, status });
  await tx.flush();
  await tx.nativeDelete(SignUp, { email: values.email });
  return { role, status };
}

/**
 * Follows a sign-up's link, once: the account is created from that sign-up's own password and
 * names. The first user becomes admin; addresses on SIGN_UP_EMAIL_DOMAINS are approved at once;
 * anyone else waits as pending, and the admins get a mail.
 */
export async function confirmEmail(services: AuthServices, token: string): Promise<{ status: StaffStatus }> {
  const created = await services.em.transactional(async (tx) => {
    const row = await takeSignUp(tx, token, false);
    if (!row?.password_hash) return null;
    const user = await createUser(tx, {
      email: row.email,
      passwordHash: row.password_hash,
      firstName: row.first_name ?? '',
      lastName: row.last_name ?? '',
      role: 'staff',
      status: isTrustedDomain(services.config.signUpEmailDomains, row.email) ? 'active' : 'pending',
    });
    return user && { ...user, email: row.email };
  });
  if (!created) throw new AppError('BAD_REQUEST', INVALID_CONFIRMATION);
  if (created.status === 'pending')
    await services.jobs.sendMail({ kind: 'approval-request', email: created.email });
  return { status: created.status };
}

/** Follows an invitation's link, once: the invited person's name and password, the admin's role, no approval. */
export async function acceptInvitation(
  services: AuthServices,
  input: z.output<typeof acceptInvitationSchema>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const created = await services.em.transactional(async (tx) => {
    const row = await takeSignUp(tx, input.token, true);
    if (!row?.invited_role) return null;
    return createUser(tx, {
      email: row.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      role: row.invited_role,
      status: 'active',
    });
  });
  if (!created) throw new AppError('BAD_REQUEST', INVALID_INVITATION);
}

const FREE_FAILURES = 3;
const MAX_DELAY_SECONDS = 15 * 60;

/** After the third failed sign-in in a row, each failure doubles the wait: 1 s, 2 s, 4 s ... 15 min. */
export function signInDelaySeconds(failedSignIns: number): number {
  if (failedSignIns < FREE_FAILURES) return 0;
  return Math.min(2 ** (failedSignIns - FREE_FAILURES), MAX_DELAY_SECONDS);
}

async function isSignInBlocked(em: EntityManager, email: string, ip: string): Promise<boolean> {
  const [row] = await em.execute<{ blocked: boolean }[]>(
    'select blocked_until > now() as blocked from sign_in_failures where email = ? and ip = ?',
    [email, ip],
  );
  return row?.blocked === true;
}

/**
 * Counts a failed sign-in for the address from this IP (known address or not, so the answers
 * never tell them apart) in one atomic statement, and sets the wait before the next try from
 * there. A run of failures older than a day starts again from one.
 */
async function recordFailedSignIn(em: EntityManager, email: string, ip: string): Promise<void> {
  const [row] = await em.execute<{ failures: number }[]>(
    `insert into sign_in_failures as f (email, ip, failures, updated_at) values (?, ?, 1, now())
     on conflict (email, ip) do update
       set failures = case when f.updated_at < now() - interval '1 day' then 1 else f.failures + 1 end,
           updated_at = now()
     returning failures`,
    [email, ip],
  );
  const delay = signInDelaySeconds(row?.failures ?? 1);
  if (delay > 0) {
    await em.execute(
      `update sign_in_failures set blocked_until = now() + make_interval(secs => ?) where email = ? and ip = ?`,
      [delay, email, ip],
    );
  }
}

/** Where a sign-in comes from, for the limits and the login history. */
export type SignInClient = { ip: string; userAgent: string; rateLimit: () => Promise<void> };

/**
 * Checks, in order: the per-IP limit, the wait for this address from this IP, the per-account cap,
 * then the password (an unknown address still costs one argon2 verification). The right password
 * of a sign-up not confirmed yet answers 'Email not confirmed'; without it nothing is revealed.
 * Every attempt goes into the login history, with the account it named.
 */
export async function signIn(
  { em, config }: Pick<AuthServices, 'em' | 'config'>,
  input: z.output<typeof signInSchema>,
  client: SignInClient,
): Promise<{ session: SessionToken; me: Me }> {
  const { email } = input;
  const user = await em.findOne(User, { email }, { populate: ['passwordHash'] });
  const record = (outcome: SignInOutcome) =>
    recordSignInAttempt(em, {
      userId: user?.id ?? null,
      email,
      ip: client.ip,
      userAgent: client.userAgent,
      outcome,
    });
  const refuse = async (outcome: SignInOutcome, error: AppError): Promise<never> => {
    await record(outcome);
    throw error;
  };
  try {
    await client.rateLimit();
  } catch (error) {
    if (error instanceof AppError) await refuse('too_many_attempts', error);
    throw error;
  }
  if (await isSignInBlocked(em, email, client.ip))
    return refuse('too_many_attempts', new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS));
  const wait = await accountBlockedForSeconds(em, email);
  if (wait > 0)
    return refuse('too_many_attempts', new AppError('TOO_MANY_REQUESTS', accountBlockedMessage(wait)));

  if (!user) {
    if (await unconfirmedSignUpMatching(em, email, input.password))
      return refuse('email_not_confirmed', new AppError('FORBIDDEN', EMAIL_NOT_CONFIRMED));
  }
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailedSignIn(em, email, client.ip);
    await recordAccountFailure(em, email);
    return refuse(
      user ? 'wrong_password' : 'unknown_account',
      new AppError('UNAUTHORIZED', INVALID_CREDENTIALS),
    );
  }
  await em.nativeDelete(SignInFailure, { email, ip: client.ip });
  await clearAccountFailures(em, email);
  const profile = await em.findOneOrFail(Profile, { user: user.id });
  if (profile.status === 'deactivated')
    return refuse('deactivated', new AppError('FORBIDDEN', ACCOUNT_DEACTIVATED));
  profile.lastSignInAt = new Date();
  const session = await createSession(em, user, { ip: client.ip, userAgent: client.userAgent });
  await record('success');
  return { session, me: toMe(config, user, profile) };
}

export async function updateProfile(
  { em, config }: Pick<AuthServices, 'em' | 'config'>,
  user: User,
  profile: Profile,
  input: z.output<typeof updateProfileSchema>,
): Promise<Me> {
  profile.firstName = input.firstName;
  profile.lastName = input.lastName;
  await em.flush();
  return toMe(config, user, profile);
}
