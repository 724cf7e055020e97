import { z } from 'zod';
import { staffRole } from '../enums.ts';
import { plainText } from './fields.ts';

/** Twelve characters at least (README, 'Passwords'); the server also refuses easily guessed ones. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
/** What a new-password field says under its label. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common or breached password`;

const email = plainText('Email')
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const personName = (label: string) =>
  plainText(label).trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

const newPasswordField = (label: string) =>
  plainText(label)
    .min(1, `${label} is required`)
    .min(PASSWORD_MIN_LENGTH, `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `${label} must be at most ${PASSWORD_MAX_LENGTH} characters`);
const newPassword = newPasswordField('Password');

export const INVALID_CREDENTIALS = 'Invalid login credentials';

export const signInSchema = z.object({
  email,
  password: plainText('Password')
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, INVALID_CREDENTIALS),
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

/** 'Forgot password?': the address to send a reset link to. */
export const requestPasswordResetSchema = z.object({ email });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const INVALID_RESET_LINK = 'This password reset link is invalid.';

/** The 'Set a new password' page: the mailed link's token and the new password. */
export const resetPasswordSchema = z.object({
  token: linkToken(INVALID_RESET_LINK),
  password: newPasswordField('New password'),
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** Settings › Security: the current password, then the new one. */
export const changePasswordSchema = z.object({
  currentPassword: plainText('Current password')
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX_LENGTH, 'Current password is wrong'),
  newPassword: newPasswordField('New password'),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** The answer to a sign-in with the right password for a sign-up whose email is not confirmed yet. */
export const EMAIL_NOT_CONFIRMED = 'Email not confirmed';

/** A page of login history: the newest first, `after` the last attempt of the page before. */
export const loginHistorySchema = z.object({ after: z.uuid({ error: 'Invalid page' }).optional() });
export const memberLoginHistorySchema = loginHistorySchema.extend({ userId });
