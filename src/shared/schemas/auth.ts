import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

const personName = (label: string) =>
  z.string().trim().min(1, `${label} is required`).max(100, `${label} must be at most 100 characters`);

export const signInSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX_LENGTH, 'Invalid login credentials'),
});
export type SignInInput = z.input<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type SignUpInput = z.input<typeof signUpSchema>;

export const confirmEmailSchema = z.object({
  token: z.string().trim().min(1, 'This confirmation link is invalid or has expired.').max(200),
});

export const updateProfileSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
