import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: the secret half of a session token or a confirmation token. */
export function generateSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** A random, unguessable identifier (120 bits). */
export function generateId(): string {
  return randomBytes(15).toString('base64url');
}

export function sha256(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.byteLength === b.byteLength && timingSafeEqual(a, b);
}
