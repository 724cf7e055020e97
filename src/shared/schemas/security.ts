import { z } from 'zod';
import { plainText } from './fields.ts';

/** The six digits of an authenticator app; spaces are ignored ('123 456'). */
export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
const totpCode = plainText('Code')
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

export const totpCodeSchema = z.object({ code: totpCode });
export type TotpCodeInput = z.input<typeof totpCodeSchema>;

export const RECOVERY_CODE_MESSAGE = 'Enter one of your recovery codes';
export const recoveryCodeSchema = z.object({
  code: plainText('Recovery code').trim().min(1, RECOVERY_CODE_MESSAGE).max(40, RECOVERY_CODE_MESSAGE),
});
export type RecoveryCodeInput = z.input<typeof recoveryCodeSchema>;

const base64url = (label: string) =>
  plainText(label)
    .max(16_000, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]*$/, `${label} is not valid`);

const credentialId = plainText('Passkey')
  .min(1, 'Passkey is required')
  .max(1400, 'Passkey is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'Passkey is not valid');

const authenticatorTransports = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
type AuthenticatorTransport = (typeof authenticatorTransports)[number];

/** The transports a browser listed that we know (a newer browser may name one we do not). */
export function knownTransports(listed: readonly string[] | undefined): AuthenticatorTransport[] {
  return (listed ?? []).filter((transport): transport is AuthenticatorTransport =>
    (authenticatorTransports as readonly string[]).includes(transport),
  );
}

/** The extension results a browser may send back; others are dropped. */
const clientExtensionResults = z.strictObject({
  credProps: z.strictObject({ rk: z.boolean().optional() }).optional(),
});

const transports = z
  .array(z.enum(authenticatorTransports), {
    error: 'Transports must be a list',
  })
  .max(10, 'Transports is too long');

/** What `startRegistration` of @simplewebauthn/browser answers, as JSON. */
const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: 'Type must be public-key' }),
  response: z.object({
    clientDataJSON: base64url('Client data'),
    attestationObject: base64url('Attestation object'),
    authenticatorData: base64url('Authenticator data').optional(),
    publicKey: base64url('Public key').optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: transports.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** What `startAuthentication` of @simplewebauthn/browser answers, as JSON. */
const authenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key', { error: 'Type must be public-key' }),
  response: z.object({
    clientDataJSON: base64url('Client data'),
    authenticatorData: base64url('Authenticator data'),
    signature: base64url('Signature'),
    userHandle: base64url('User handle').optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

const passkeyName = plainText('Name')
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');

export const addPasskeySchema = z.object({ name: passkeyName, credential: registrationResponse });
export const renamePasskeySchema = z.object({ id: credentialId, name: passkeyName });
export type RenamePasskeyInput = z.input<typeof renamePasskeySchema>;
export const passkeySchema = z.object({ id: credentialId });
export const passkeySignInSchema = z.object({ credential: authenticationResponse });

export const sessionSchema = z.object({
  id: plainText('Session').min(1, 'Session is required').max(64, 'Session is not valid'),
});

export const requireTwoFactorSchema = z.object({
  required: z.boolean({ error: 'Required must be yes or no' }),
});
