import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Profile } from './profile.ts';
import { timestamps } from './timestamps.ts';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** Stored lowercased, so the unique index is case-insensitive. */
    email: p.string().length(254).unique(),
    passwordHash: p.text().hidden().lazy(),
    emailConfirmedAt: p.datetime().nullable(),
    /** The staff profile (profiles.id = users.id): lets a session read user and profile in one query. */
    profile: () => p.oneToOne(Profile).mappedBy('user').nullable(),
    ...timestamps(),
  },
});

export class User extends UserSchema.class {}
UserSchema.setClass(User);
