import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/** A WebAuthn credential (passkey) of a user: its public key, never a secret. */
export const PasskeySchema = defineEntity({
  name: 'Passkey',
  tableName: 'passkeys',
  properties: {
    /** The credential id, base64url, as the browser sends it. */
    id: p.string().length(1400).primary(),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    name: p.string().length(100),
    publicKey: p.blob(),
    counter: p.integer(),
    /** The authenticator's transports ('internal', 'usb', 'hybrid'...), as the browser listed them. */
    transports: p.array(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastUsedAt: p.datetime().nullable(),
  },
});

export class Passkey extends PasskeySchema.class {}
PasskeySchema.setClass(Passkey);
