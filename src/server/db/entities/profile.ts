import { defineEntity, p } from '@mikro-orm/core';
import { defaultStaffRole, staffRole, staffStatus } from '../../../shared/enums.ts';
import { timestamps } from './timestamps.ts';
import { User } from './user.ts';

/** A staff member's name, role and standing; its id is the user's id. */
export const ProfileSchema = defineEntity({
  name: 'Profile',
  tableName: 'profiles',
  properties: {
    user: () => p.oneToOne(User).primary().fieldName('id').deleteRule('cascade'),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    role: p.enum(staffRole.values).default(defaultStaffRole),
    /** Only `active` staff reach the CRM's data; a `pending` one waits for an admin's approval. */
    status: p.enum(staffStatus.values).default('pending'),
    lastSignInAt: p.datetime().nullable(),
    ...timestamps(),
  },
});

export class Profile extends ProfileSchema.class {}
ProfileSchema.setClass(Profile);
