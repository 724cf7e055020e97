import { z } from 'zod';
import { staffRole } from '../enums.ts';
import { plainText } from './fields.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const email = plainText('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const personName = (label: string) =>
  plainText(label).trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

const newPassword = plainText('Password')
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signInSchema = z.object({
  email,
  password: plainText('Password')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Invalid login credentials'),
});
export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  password: newPassword,
});
export type SignUpInput = z.input<typeof signUpSchema>;

const linkToken = (message: string) => plainText('Token').trim().min(1, message).max(200, message);

export const confirmEmailSchema = z.object({
  token: linkToken('This confirmation link is invalid or has expired.'),
});

/** What the invitation page sends: the link's token, the invited person's name and password. */
export const acceptInvitationSchema = z.object({
  token: linkToken('This invitation link is invalid or has expired.'),
  firstName: personName('First name'),
  lastName: personName('Last name'),
  password: newPassword,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

export const updateProfileSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

const staffRoleSchema = z.enum(staffRole.values, { error: 'Please choose admin, manager or staff' });
const userId = z.uuid({ error: 'Invalid user id' });

/** An admin invites someone by email, with the role they will have. */
export const inviteSchema = z.object({ email, role: staffRoleSchema });
export type InviteInput = z.input<typeof inviteSchema>;

/** Approve, deactivate, reactivate: one staff member. */
export const teamMemberSchema = z.object({ userId });

export const changeRoleSchema = z.object({ userId, role: staffRoleSchema });
