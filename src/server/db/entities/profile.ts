import { defineEntity, p } from '@mikro-orm/core';
import { defaultStaffRole } from '../../../shared/enums.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A staff member's name and role; its id is the user's id. */
export const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    user: () => p.oneToOne(User).primary().fieldName('id').deleteRule('cascade'),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    role: p.text().default(defaultStaffRole),
    ...timestamps(),
  },
});

export class Profile extends ProfileSchema.class {}
ProfileSchema.setClass(Profile);
