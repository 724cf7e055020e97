import type { EntityManager } from '@mikro-orm/postgresql';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, verifyTOTPWithGracePeriod } from '@oslojs/otp';
import { randomBytes } from 'node:crypto';
import { renderSVG } from 'uqr';
import { TotpCredential } from '../../db/entities/totp-credential.ts';
import type { Session } from '../../db/entities/session.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { takeRateLimit, TOO_MANY_ATTEMPTS } from '../../rate-limits.ts';
import {
  deleteRecoveryCodes,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  useRecoveryCode,
} from './recovery-codes.ts';
import { isTwoFactorRequired } from './team-security.ts';

/** RFC 6238 as authenticator apps expect it: 30-second steps, 6 digits, SHA-1, a 20-byte key. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const KEY_BYTES = 20;
/** One step either side, for a phone clock a little off. */
const GRACE_SECONDS = 30;
const ISSUER = 'NDIS CRM';

/** Code attempts per user (any kind: sign-in, set-up, turning off) in a window, counted in PostgreSQL. */
const CODE_ATTEMPTS = { max: 10, windowMs: 15 * 60 * 1000 };

export const WRONG_CODE = 'That code is not right. Please try again.';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right or has been used.';
export const ALREADY_ON = 'Two-factor authentication is already on.';
export const NOT_ON = 'Two-factor authentication is not on for this account.';
export const START_AGAIN = 'Please start the set-up again.';
export const REQUIRED_BY_TEAM = 'Your team requires two-factor authentication, so it cannot be turned off.';

export type TwoFactorSetup = { keyUri: string; key: string; qrSvg: string };
export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number; requiredByTeam: boolean };

async function countAttempt(em: EntityManager, userId: string): Promise<void> {
  if (!(await takeRateLimit(em, `two-factor:user:${userId}`, CODE_ATTEMPTS)))
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
}

function codeMatches(key: Uint8Array, code: string): boolean {
  return verifyTOTPWithGracePeriod(key, PERIOD_SECONDS, DIGITS, code, GRACE_SECONDS);
}

async function credentialOf(em: EntityManager, userId: string): Promise<TotpCredential | null> {
  return em.findOne(TotpCredential, { user: userId }, { populate: ['key'] });
}

export async function twoFactorStatus(em: EntityManager, userId: string): Promise<TwoFactorStatus> {
  const credential = await credentialOf(em, userId);
  const enabled = Boolean(credential?.enabledAt);
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(em, userId) : 0,
    requiredByTeam: await isTwoFactorRequired(em),
  };
}

/**
 * A new key for the user to add to their app: the otpauth URI, its QR code as SVG and the key as
 * text. It waits (off) until `confirmSetup` gets a right code; a new set-up replaces it. This is
 * the only time the key leaves the server.
 */
export async function startSetup(em: EntityManager, user: User): Promise<TwoFactorSetup> {
  const existing = await credentialOf(em, user.id);
  if (existing?.enabledAt) throw new AppError('BAD_REQUEST', ALREADY_ON);
  const key = new Uint8Array(randomBytes(KEY_BYTES));
  if (existing) {
    existing.key = Buffer.from(key);
    existing.createdAt = new Date();
  } else em.create(TotpCredential, { user, key: Buffer.from(key), enabledAt: null });
  await em.flush();
  const keyUri = createTOTPKeyURI(ISSUER, user.email, key, PERIOD_SECONDS, DIGITS);
  return {
    keyUri,
    key:
      encodeBase32UpperCaseNoPadding(key)
        .match(/.{1,4}/g)
        ?.join(' ') ?? '',
    qrSvg: renderSVG(keyUri, { ecc: 'M', border: 2 }),
  };
}

/** Turns two-factor authentication on with a right code; this session counts as verified. Answers the recovery codes, once. */
export async function confirmSetup(
  em: EntityManager,
  user: User,
  session: Session,
  code: string,
): Promise<string[]> {
  await countAttempt(em, user.id);
  const credential = await credentialOf(em, user.id);
  if (credential?.enabledAt) throw new AppError('BAD_REQUEST', ALREADY_ON);
  if (!credential) throw new AppError('BAD_REQUEST', START_AGAIN);
  if (!codeMatches(credential.key, code)) throw new AppError('BAD_REQUEST', WRONG_CODE, { code: WRONG_CODE });
  credential.enabledAt = new Date();
  session.twoFactorVerified = true;
  await em.flush();
  return replaceRecoveryCodes(em, user.id);
}

/** The second step of a sign-in: a right code marks this session verified. */
export async function verifyCode(
  em: EntityManager,
  userId: string,
  session: Session,
  code: string,
): Promise<void> {
  await countAttempt(em, userId);
  const credential = await credentialOf(em, userId);
  if (!credential?.enabledAt) throw new AppError('BAD_REQUEST', NOT_ON);
  if (!codeMatches(credential.key, code)) throw new AppError('BAD_REQUEST', WRONG_CODE, { code: WRONG_CODE });
  session.twoFactorVerified = true;
  await em.flush();
}

/** A recovery code instead of the app's code: it works once, and marks this session verified. */
export async function verifyRecoveryCode(
  em: EntityManager,
  userId: string,
  session: Session,
  code: string,
): Promise<{ recoveryCodesLeft: number }> {
  await countAttempt(em, userId);
  const credential = await credentialOf(em, userId);
  if (!credential?.enabledAt) throw new AppError('BAD_REQUEST', NOT_ON);
  if (!(await useRecoveryCode(em, userId, code)))
    throw new AppError('BAD_REQUEST', WRONG_RECOVERY_CODE, { code: WRONG_RECOVERY_CODE });
  session.twoFactorVerified = true;
  await em.flush();
  return { recoveryCodesLeft: await recoveryCodesLeft(em, userId) };
}

/** Ten new recovery codes, the old ones void; needs a code from the app. */
export async function renewRecoveryCodes(em: EntityManager, userId: string, code: string): Promise<string[]> {
  await countAttempt(em, userId);
  const credential = await credentialOf(em, userId);
  if (!credential?.enabledAt) throw new AppError('BAD_REQUEST', NOT_ON);
  if (!codeMatches(credential.key, code)) throw new AppError('BAD_REQUEST', WRONG_CODE, { code: WRONG_CODE });
  return replaceRecoveryCodes(em, userId);
}

/** Turns two-factor authentication off; needs a code from the app, and the team not to require it. */
export async function disableTwoFactor(em: EntityManager, userId: string, code: string): Promise<void> {
  if (await isTwoFactorRequired(em)) throw new AppError('BAD_REQUEST', REQUIRED_BY_TEAM);
  await countAttempt(em, userId);
  const credential = await credentialOf(em, userId);
  if (!credential?.enabledAt) throw new AppError('BAD_REQUEST', NOT_ON);
  if (!codeMatches(credential.key, code)) throw new AppError('BAD_REQUEST', WRONG_CODE, { code: WRONG_CODE });
  await removeTwoFactor(em, userId);
}

/** Removes the user's key and recovery codes (turning off, or an admin's reset). */
export async function removeTwoFactor(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(TotpCredential, { user: userId });
  await deleteRecoveryCodes(em, userId);
}
