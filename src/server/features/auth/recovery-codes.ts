import type { EntityManager } from '@mikro-orm/postgresql';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { randomBytes } from 'node:crypto';
import { RecoveryCode } from '../../db/entities/recovery-code.ts';
import { sha256 } from './tokens.ts';

export const RECOVERY_CODE_COUNT = 10;

/** 'ABCD-EFGH-JKLM-NPQR' and 'abcdefghjklmnpqr' are the same code: spaces, dashes and case do not count. */
function normalized(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** 80 random bits in base32, grouped by four for reading aloud and typing. */
function newCode(): string {
  return encodeBase32UpperCaseNoPadding(randomBytes(10)).match(/.{4}/g)?.join('-') ?? '';
}

/** Replaces the user's recovery codes with ten new ones; the codes are returned once and stored only hashed. */
export async function replaceRecoveryCodes(em: EntityManager, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await em.nativeDelete(RecoveryCode, { user: userId });
  for (const code of codes) em.create(RecoveryCode, { user: userId, codeHash: sha256(normalized(code)) });
  await em.flush();
  return codes;
}

/** Uses up one recovery code of the user: true when it was theirs and unused (it is deleted in the same statement). */
export async function useRecoveryCode(em: EntityManager, userId: string, code: string): Promise<boolean> {
  const deleted = await em.nativeDelete(RecoveryCode, { user: userId, codeHash: sha256(normalized(code)) });
  return deleted > 0;
}

export async function recoveryCodesLeft(em: EntityManager, userId: string): Promise<number> {
  return em.count(RecoveryCode, { user: userId });
}

export async function deleteRecoveryCodes(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(RecoveryCode, { user: userId });
}
