import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../src/server/db/entities/user.ts';
import {
  CHALLENGE_LIFETIME_MS,
  storeChallenge,
  takeChallenge,
} from '../../src/server/features/auth/webauthn-challenges.ts';
import { createApiClient, rejectionOf } from '../support/api-client.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { signedInStaff } from '../support/staff.ts';

const LIMITS = { RATE_LIMIT_SIGN_UP_PER_10_MINUTES: '500', RATE_LIMIT_SIGN_IN_PER_MINUTE: '500' };

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A registration answer carrying this challenge and origin, but no valid attestation. */
function forgedRegistration(challenge: string, origin: string) {
  return {
    id: 'cHJvYmU',
    rawId: 'cHJvYmU',
    type: 'public-key' as const,
    response: {
      clientDataJSON: base64url(JSON.stringify({ type: 'webauthn.create', challenge, origin })),
      attestationObject: base64url('not cbor'),
    },
    clientExtensionResults: {},
  };
}

describe('passkeys without a browser', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await startTestApp({ env: LIMITS });
  });
  afterAll(async () => {
    await server.close();
  });

  const challengeRows = async (challenge: string) =>
    server.database.orm.em
      .fork()
      .getConnection()
      .execute<{ purpose: string }[]>('select purpose from webauthn_challenges where challenge_hash = ?', [
        createHash('sha256').update(challenge).digest('hex'),
      ]);

  it('offers registration for APP_URL, with a discoverable, user-verified credential and a stored challenge', async () => {
    const staff = await signedInStaff(server, 'Pia', 'Passkey');
    const options = await staff.client.passkeys.registrationOptions.mutate();
    expect(options.rp).toEqual({ id: 'localhost', name: 'NDIS CRM' });
    expect(options.user.name).toBe(staff.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(await challengeRows(options.challenge)).toEqual([{ purpose: 'register' }]);
  });

  it('uses a challenge once, even when the answer fails, and refuses a forged one', async () => {
    const staff = await signedInStaff(server, 'Una', 'Once');
    const options = await staff.client.passkeys.registrationOptions.mutate();
    const forged = forgedRegistration(options.challenge, 'http://localhost:3000');
    const refused = await rejectionOf(
      staff.client.passkeys.add.mutate({ name: 'Laptop', credential: forged }),
    );
    expect(refused.message).toBe('The passkey could not be added. Please try again.');
    expect(await challengeRows(options.challenge)).toEqual([]);
    expect(await staff.client.passkeys.list.query()).toEqual([]);
  });

  it('takes a challenge once, for its purpose and user, and not after it expires', async () => {
    const staff = await signedInStaff(server, 'Exa', 'Expiry');
    const em = server.database.orm.em.fork();
    const user = await em.findOneOrFail(User, { email: staff.email });

    await storeChallenge(em, 'challenge-one', 'register', user.id);
    expect(await takeChallenge(em, 'challenge-one', 'sign-in', null)).toBe(false);
    expect(await takeChallenge(em, 'challenge-one', 'register', null)).toBe(false);
    expect(await takeChallenge(em, 'challenge-one', 'register', user.id)).toBe(true);
    expect(await takeChallenge(em, 'challenge-one', 'register', user.id)).toBe(false);

    const longAgo = new Date(Date.now() - CHALLENGE_LIFETIME_MS - 1000);
    await storeChallenge(em.fork(), 'challenge-old', 'sign-in', null, longAgo);
    expect(await takeChallenge(em, 'challenge-old', 'sign-in', null)).toBe(false);
  });

  it('signs in with a passkey only for a passkey it knows, with a live challenge', async () => {
    const anonymous = createApiClient(server.url);
    const options = await anonymous.client.passkeys.signInOptions.mutate();
    expect(options.rpId).toBe('localhost');
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(await challengeRows(options.challenge)).toEqual([{ purpose: 'sign-in' }]);

    const unknown = await rejectionOf(
      anonymous.client.passkeys.signIn.mutate({
        credential: {
          id: 'dW5rbm93bg',
          rawId: 'dW5rbm93bg',
          type: 'public-key',
          response: {
            clientDataJSON: base64url(
              JSON.stringify({
                type: 'webauthn.get',
                challenge: options.challenge,
                origin: 'http://localhost:3000',
              }),
            ),
            authenticatorData: 'AAAA',
            signature: 'AAAA',
          },
          clientExtensionResults: {},
        },
      }),
    );
    expect(unknown.data?.code).toBe('UNAUTHORIZED');
    expect(unknown.message).toBe('That passkey was not recognised. Please try again or use your password.');
    expect(await anonymous.client.auth.me.query()).toBeNull();
  });
});
