import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

/** One single-use recovery code of a user with two-factor authentication; only its SHA-256 is stored. */
export const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_codes',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    user: () => p.manyToOne(User).deleteRule('cascade').index(),
    codeHash: p.blob().unique(),
  },
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
