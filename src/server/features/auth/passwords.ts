import { readFileSync } from 'node:fs';
import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with explicit parameters (OWASP's minimum: 19 MiB, 2 passes, 1 lane);
 * the package's defaults could change under us.
 */
const argon2Options: Options = {
  algorithm: 2, // Algorithm.Argon2id (an ambient const enum, which isolated modules cannot read)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password, argon2Options);
}

let dummyHash: Promise<string> | undefined;

/** Runs one real verification for an unknown email, so its answer takes as long as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-account-password');
  await verify(await dummyHash, password, argon2Options);
  return false;
}

// The 10,000 most common passwords of 6+ characters, from the zxcvbn-ts project's
// frequency list (MIT licence), shipped beside this file.
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.length > 0),
);

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
