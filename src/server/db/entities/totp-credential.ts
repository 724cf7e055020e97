import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/**
 * A user's TOTP key (RFC 6238). Set-up writes it with `enabledAt` null; the first right code
 * turns it on. The key never leaves the server after set-up.
 */
export const TotpCredentialSchema = defineEntity({
  name: 'TotpCredential',
  tableName: 'totp_credentials',
  properties: {
    user: () => p.oneToOne(User).primary().fieldName('user_id').deleteRule('cascade'),
    key: p.blob().hidden(),
    enabledAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class TotpCredential extends TotpCredentialSchema.class {}
TotpCredentialSchema.setClass(TotpCredential);
