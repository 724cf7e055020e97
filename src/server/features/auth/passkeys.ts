import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Config } from '../../config.ts';
import { Passkey } from '../../db/entities/passkey.ts';
import type { User } from '../../db/entities/user.ts';
import { AppError } from '../../errors.ts';
import { relyingParty } from './webauthn-party.ts';
import { CHALLENGE_LIFETIME_MS, storeChallenge, takeChallenge } from './webauthn-challenges.ts';

export const PASSKEY_NOT_ADDED = 'The passkey could not be added. Please try again.';
export const PASSKEY_NOT_RECOGNISED =
  'That passkey was not recognised. Please try again or use your password.';
export const PASSKEY_NOT_FOUND = 'That passkey has already been removed.';

export type PasskeyEntry = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

type PartyConfig = Pick<Config, 'appUrl'>;

/** The WebAuthn library, loaded on the first passkey ceremony (a large tree of ASN.1 parsers). */
const webauthn = () => import('@simplewebauthn/server');

/**
 * EdDSA, ES256 and RS256 (COSE ids): what authenticators make today. Named, because the library's
 * default probes Node for ML-DSA, an experimental API that prints a warning.
 */
const ALGORITHMS = [-8, -7, -257];

export async function listPasskeys(em: EntityManager, userId: string): Promise<PasskeyEntry[]> {
  const passkeys = await em.find(Passkey, { user: userId }, { orderBy: { createdAt: 'asc' } });
  return passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({
    id,
    name,
    createdAt,
    lastUsedAt: lastUsedAt ?? null,
  }));
}

/**
 * Options for the browser to make a passkey for this user: a discoverable credential (so it can
 * sign in without an email), with user verification (it stands for both factors), none of the
 * user's existing passkeys again. The challenge is stored for one use.
 */
export async function registrationOptions(
  em: EntityManager,
  config: PartyConfig,
  user: User,
  displayName: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const party = relyingParty(config);
  const existing = await em.find(Passkey, { user: user.id });
  const options = await (
    await webauthn()
  ).generateRegistrationOptions({
    rpName: party.name,
    rpID: party.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: displayName,
    timeout: CHALLENGE_LIFETIME_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  await storeChallenge(em, options.challenge, 'register', user.id);
  return options;
}

export async function addPasskey(
  em: EntityManager,
  config: PartyConfig,
  user: User,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyEntry> {
  const party = relyingParty(config);
  const verification = await (
    await webauthn()
  )
    .verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => takeChallenge(em, challenge, 'register', user.id),
      expectedOrigin: party.origin,
      expectedRPID: party.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    })
    .catch(() => null);
  if (!verification?.verified) throw new AppError('BAD_REQUEST', PASSKEY_NOT_ADDED);
  const { credential } = verification.registrationInfo;
  if (await em.findOne(Passkey, { id: credential.id })) throw new AppError('CONFLICT', PASSKEY_NOT_ADDED);
  const passkey = em.create(Passkey, {
    id: credential.id,
    user,
    name,
    publicKey: Buffer.from(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports ?? [],
    lastUsedAt: null,
  });
  await em.flush();
  return { id: passkey.id, name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: null };
}

export async function renamePasskey(
  em: EntityManager,
  userId: string,
  id: string,
  name: string,
): Promise<void> {
  const updated = await em.nativeUpdate(Passkey, { id, user: userId }, { name });
  if (updated === 0) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND);
}

export async function removePasskey(em: EntityManager, userId: string, id: string): Promise<void> {
  const deleted = await em.nativeDelete(Passkey, { id, user: userId });
  if (deleted === 0) throw new AppError('NOT_FOUND', PASSKEY_NOT_FOUND);
}

/** Options for 'Sign in with a passkey': any passkey of this site (the browser offers the person's own), verified by the person. */
export async function signInOptions(
  em: EntityManager,
  config: PartyConfig,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await (
    await webauthn()
  ).generateAuthenticationOptions({
    rpID: relyingParty(config).id,
    timeout: CHALLENGE_LIFETIME_MS,
    userVerification: 'required',
  });
  await storeChallenge(em, options.challenge, 'sign-in', null);
  return options;
}

/** The user whose passkey signed this challenge, with the passkey's counter moved on; otherwise UNAUTHORIZED. */
export async function verifyPasskeySignIn(
  em: EntityManager,
  config: PartyConfig,
  response: AuthenticationResponseJSON,
): Promise<User> {
  const party = relyingParty(config);
  const passkey = await em.findOne(Passkey, { id: response.id }, { populate: ['user'] });
  const verification = passkey
    ? await (
        await webauthn()
      )
        .verifyAuthenticationResponse({
          response,
          expectedChallenge: (challenge) => takeChallenge(em, challenge, 'sign-in', null),
          expectedOrigin: party.origin,
          expectedRPID: party.id,
          credential: {
            id: passkey.id,
            publicKey: new Uint8Array(passkey.publicKey),
            counter: passkey.counter,
            transports: passkey.transports,
          },
          requireUserVerification: true,
        })
        .catch(() => null)
    : null;
  if (!passkey || !verification?.verified) throw new AppError('UNAUTHORIZED', PASSKEY_NOT_RECOGNISED);
  passkey.counter = verification.authenticationInfo.newCounter;
  passkey.lastUsedAt = new Date();
  await em.flush();
  return passkey.user;
}
