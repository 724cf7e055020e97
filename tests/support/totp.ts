import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP, generateTOTP } from '@oslojs/otp';

const keyOf = (keyText: string) => decodeBase32IgnorePadding(keyText.replace(/\s/g, ''));

/** The current code of an authenticator app holding this key (the key as Settings › Security shows it). */
export function totpCodeFor(keyText: string): string {
  return generateTOTP(keyOf(keyText), 30, 6);
}

/** A code that is none of the codes of the previous, current or next 30 seconds, for testing refusals. */
export function wrongTotpCodeFor(keyText: string): string {
  const key = keyOf(keyText);
  const step = BigInt(Math.floor(Date.now() / 30_000));
  const near = new Set(
    [step - 2n, step - 1n, step, step + 1n, step + 2n].map((at) => generateHOTP(key, at, 6)),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}
