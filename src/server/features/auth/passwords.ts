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
